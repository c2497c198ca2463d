import * as React from "react";

import { JOB_TYPES, type JobType } from "@/features/search/lib/search-state";
import { formatFacetCount, profilesAfter } from "@/features/search/lib/facet-count";
import { cn } from "@/lib/utils";

const LABELS: Record<JobType, string> = { remote: "Remote", onsite: "Onsite", hybrid: "Hybrid" };

type Props = {
  /** The job types chosen; none: all. */
  value: readonly JobType[];
  onChange: (value: JobType[]) => void;
  /** How many profiles each job type would give for the current search, when counted. */
  counts?: readonly { value: string; count: number }[] | null;
  className?: string;
};

const segment = cn(
  "relative flex h-8 flex-1 cursor-pointer items-center justify-center gap-1 rounded-[5px] px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors select-none hover:text-foreground sm:flex-none",
  "has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm",
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
);
// Covers its label, so the whole segment is the control.
const cover = "absolute inset-0 m-0 cursor-pointer appearance-none rounded-[5px] opacity-0";

/**
 * All / Remote / Onsite / Hybrid as one row: "All" clears the others, and any of the three
 * can be on together (profiles of any job type chosen are found).
 */
export function JobTypeFilter({ value, onChange, counts, className }: Props) {
  // Checked at once on a click; the search (and so `value`) follows a moment later.
  const [selected, setSelected] = React.useState<readonly JobType[]>(value);
  const [followed, setFollowed] = React.useState(value.join(","));
  if (followed !== value.join(",")) {
    setFollowed(value.join(","));
    setSelected(value);
  }
  const choose = (next: JobType[]) => {
    // All three is the same search as none.
    const types = next.length === JOB_TYPES.length ? [] : next;
    setSelected(types);
    onChange(types);
  };
  const countOf = (type: JobType) => counts?.find((c) => c.value === type)?.count;

  return (
    <fieldset className={cn("min-w-0 space-y-2", className)}>
      <legend className="mb-2 text-sm leading-none font-medium">Job type</legend>
      <div className="inline-flex w-full flex-wrap rounded-md border bg-muted/40 p-0.5 sm:w-auto">
        <label className={segment}>
          <input
            type="checkbox"
            checked={selected.length === 0}
            onChange={() => choose([])}
            className={cover}
          />
          All
        </label>
        {JOB_TYPES.map((type) => {
          const count = countOf(type);
          return (
            <label key={type} className={segment}>
              <input
                type="checkbox"
                name="job-type"
                value={type}
                checked={selected.includes(type)}
                onChange={(e) =>
                  choose(JOB_TYPES.filter((t) => (t === type ? e.target.checked : selected.includes(t))))
                }
                className={cover}
                aria-label={
                  count === undefined ? LABELS[type] : `${LABELS[type]}, ${formatFacetCount(count)}${profilesAfter(count)}`
                }
              />
              {LABELS[type]}
              {count !== undefined && (
                <span aria-hidden="true" className="text-xs font-normal text-muted-foreground tabular-nums">
                  {formatFacetCount(count)}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
