import * as React from "react";
import { BuildingIcon, HomeIcon, ShuffleIcon } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { currencyForCountry } from "@/lib/currency";
import { formatSalaryInput } from "@/lib/salary";
import { cn } from "@/lib/utils";

import { JOB_TYPES, JOB_TYPE_LABELS, salaryFromInput, type JobType } from "../../lib/profile-options";
import { ScreeningFields } from "../ScreeningFields";
import type { WizardValues } from "./wizard-form";

const JOB_TYPE_DETAILS: Record<JobType, { icon: React.ReactNode; description: string }> = {
  remote: { icon: <HomeIcon aria-hidden="true" />, description: "Work from anywhere" },
  onsite: { icon: <BuildingIcon aria-hidden="true" />, description: "At the employer's office" },
  hybrid: { icon: <ShuffleIcon aria-hidden="true" />, description: "A mix of both" },
};

/** A choice card around a native radio button (arrow keys move between them). */
export function ChoiceCard({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/50",
        "has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50",
        className,
      )}
    >
      {children}
    </label>
  );
}

/**
 * Step 2: job type and salary range (text inputs: digits only, shown with separators),
 * and the optional screening fields recruiters filter by, folded away until opened.
 */
export function JobPreferencesStep() {
  const { register, control, watch, getValues } = useFormContext<WizardValues>();
  const currency = currencyForCountry(watch("country"));
  // Open from the start when a restored draft has screening fields; then the person's own.
  const [screeningShown] = React.useState(() => hasScreening(getValues("screening")));

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Job Type</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {JOB_TYPES.map((type) => (
            <ChoiceCard key={type}>
              <input
                type="radio"
                value={type}
                className="mt-1 size-4 accent-primary"
                {...register("jobType")}
              />
              <span className="grid gap-1">
                <span className="flex items-center gap-2 font-medium [&_svg]:size-4 [&_svg]:text-muted-foreground">
                  {JOB_TYPE_DETAILS[type].icon}
                  {JOB_TYPE_LABELS[type]}
                </span>
                <span className="text-sm text-muted-foreground">{JOB_TYPE_DETAILS[type].description}</span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Salary Range</legend>
        <p className="text-sm text-muted-foreground">
          Yearly, in {currency.code}. Leave a box empty if you would rather not say.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(["minSalary", "maxSalary"] as const).map((name) => (
            <div key={name} className="grid gap-2">
              <Label htmlFor={name}>{name === "minSalary" ? "Minimum salary" : "Maximum salary"}</Label>
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
                >
                  {currency.symbol}
                </span>
                <Controller
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <Input
                      id={name}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={name === "minSalary" ? "80,000" : "120,000"}
                      style={{ paddingLeft: `${Math.max(1.75, currency.symbol.length * 0.6 + 1.25)}rem` }}
                      ref={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                      value={formatSalaryInput(field.value)}
                      onChange={(event) => field.onChange(salaryFromInput(event.target.value))}
                    />
                  )}
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <details className="rounded-lg border" open={screeningShown}>
        <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring">
          Screening details (optional)
          <span className="block text-sm font-normal text-muted-foreground">
            Seniority, availability, work authorization, languages and relocation: what recruiters filter by, each
            kept coarse so it never singles you out.
          </span>
        </summary>
        <div className="border-t p-4">
          <Controller
            control={control}
            name="screening"
            render={({ field }) => <ScreeningFields value={field.value} onChange={field.onChange} idPrefix="wizard" />}
          />
        </div>
      </details>
    </div>
  );
}

/** Whether any screening field is filled in (a restored draft opens the section). */
function hasScreening(screening: WizardValues["screening"]): boolean {
  return Boolean(
    screening.seniority ||
      screening.availability ||
      screening.workAuthorization.length ||
      screening.languages.length ||
      screening.relocation.open,
  );
}
