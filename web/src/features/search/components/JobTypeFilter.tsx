import * as React from "react";

import { JOB_TYPES, type JobType } from "@/features/search/lib/search-state";
import { cn } from "@/lib/utils";

const options: { value: JobType | ""; label: string }[] = [
  { value: "", label: "All" },
  ...JOB_TYPES.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];

type Props = {
  value: JobType | "";
  onChange: (value: JobType | "") => void;
  className?: string;
};

/** All / Remote / Onsite / Hybrid as one row of radio buttons. */
export function JobTypeFilter({ value, onChange, className }: Props) {
  // Checked at once on a click; the search (and so `value`) follows a moment later.
  const [selected, setSelected] = React.useState(value);
  const [followed, setFollowed] = React.useState(value);
  if (followed !== value) {
    setFollowed(value);
    setSelected(value);
  }

  return (
    <fieldset className={cn("min-w-0 space-y-2", className)}>
      <legend className="mb-2 text-sm leading-none font-medium">Job type</legend>
      <div className="inline-flex w-full rounded-md border bg-muted/40 p-0.5 sm:w-auto">
        {options.map((option) => (
          <label
            key={option.value || "all"}
            className={cn(
              "relative flex h-8 flex-1 cursor-pointer items-center justify-center rounded-[5px] px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors select-none hover:text-foreground sm:flex-none",
              "has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            )}
          >
            <input
              type="radio"
              name="job-type"
              value={option.value}
              checked={selected === option.value}
              onChange={() => {
                setSelected(option.value);
                onChange(option.value);
              }}
              // Covers its label, so the whole segment is the radio button.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[5px] opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
