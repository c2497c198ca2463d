import { screeningLines, type Screening } from "@/api/screening";
import { cn } from "@/lib/utils";

type Props = {
  screening: Screening | null | undefined;
  /** Shown when the profile gave none of the fields; nothing at all when left out. */
  empty?: string;
  className?: string;
};

/** Seniority, availability, work authorization, languages and relocation as label and value rows. */
export function ScreeningList({ screening, empty, className }: Props) {
  const lines = screeningLines(screening);
  if (lines.length === 0) {
    return empty ? <p className={cn("text-sm text-muted-foreground italic", className)}>{empty}</p> : null;
  }
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      {lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="flex flex-wrap items-start justify-between gap-x-3">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="text-right font-medium break-words">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
