import type { Schemas } from "@/api/client";
import { cn } from "@/lib/utils";

export type UsualAnswer = NonNullable<Schemas["AnonymousProfile"]["usualAnswer"]>;

const TEXT: Record<UsualAnswer, string> = {
  within_a_day: "Usually answers within a day",
  within_two_days: "Usually answers within 2 days",
  within_a_week: "Usually answers within a week",
  longer_than_a_week: "Usually takes more than a week to answer",
};

/** How a job seeker usually answers reveal requests; the server sends it from 3 answers on. */
export function usualAnswerText(usual: UsualAnswer | null | undefined): string | null {
  return usual ? TEXT[usual] : null;
}

/** The band as a short line, or nothing before it is known. */
export function UsualAnswerNote({ usual, className }: { usual: UsualAnswer | null | undefined; className?: string }) {
  const text = usualAnswerText(usual);
  if (!text) return null;
  return (
    <span className={cn("text-sm text-muted-foreground", className)}>{text}</span>
  );
}
