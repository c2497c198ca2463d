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
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
