import { CheckIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/** Where the person is in the wizard: numbered steps, the finished ones ticked. */
export function StepIndicator({ steps, current }: { steps: readonly { title: string }[]; current: number }) {
  return (
    <nav aria-label="Progress">
      <p className="mb-3 text-sm font-medium text-muted-foreground">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step.title}
              aria-current={active ? "step" : undefined}
              className="flex flex-col gap-2"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "h-1.5 rounded-full transition-colors",
                  done || active ? "bg-primary" : "bg-muted",
                )}
              />
              <span
                className={cn(
                  "flex items-center gap-1.5 text-xs font-medium sm:text-sm",
                  active ? "text-foreground" : "text-muted-foreground",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "hidden size-5 shrink-0 items-center justify-center rounded-full border text-[0.7rem] sm:flex",
                    done && "border-primary bg-primary text-primary-foreground",
                    active && "border-primary text-primary",
                  )}
                >
                  {done ? <CheckIcon className="size-3" /> : index + 1}
                </span>
                <span className="sr-only sm:not-sr-only">{step.title}</span>
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
