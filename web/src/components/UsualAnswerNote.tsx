import type { Schemas } from "@/api/client";
import { WITHIN } from "@/lib/recruiter-record";

export type UsualAnswer = NonNullable<Schemas["AnonymousProfile"]["usualAnswer"]>;

/** How a job seeker usually answers reveal requests; the server sends it from 3 answers on. */
export function usualAnswerText(usual: UsualAnswer | null | undefined): string | null {
  if (!usual) return null;
  return usual === "longer_than_a_week" ? "Usually takes more than a week to answer" : `Usually answers within ${WITHIN[usual]}`;
}

/** The band as a short line, or nothing before it is known. */
export function UsualAnswerNote({ usual }: { usual: UsualAnswer | null | undefined }) {
  const text = usualAnswerText(usual);
  return text ? <span className="text-sm text-muted-foreground">{text}</span> : null;
}
