import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

import { LOCATION_MAX_CHARS, ROLE_TITLE_MAX_CHARS, type OfferDraft } from "../lib/offer-form";

/** Common currencies first; the recruiter's own is added when missing. */
const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "SEK", "NOK", "DKK", "PLN", "INR", "JPY", "SGD", "NZD", "BRL"];

/**
 * The optional job details of a reveal request: role, salary range with
 * currency and period, work mode and location. Folded away until asked for.
 */
export function OfferFields({
  draft,
  onChange,
  error,
  disabled,
}: {
  draft: OfferDraft;
  onChange: (draft: OfferDraft) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [opened, setOpen] = React.useState(false);
  // A problem with the details keeps them in view.
  const open = opened || Boolean(error);
  const set = <K extends keyof OfferDraft>(key: K) => (value: OfferDraft[K]) => onChange({ ...draft, [key]: value });
  const currencies = CURRENCIES.includes(draft.salaryCurrency) ? CURRENCIES : [draft.salaryCurrency, ...CURRENCIES];

  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-md border">
      <CollapsibleTrigger className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 text-left text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Job details (optional)
        <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent className="grid gap-3 px-3 pb-3">
        <div className="grid gap-1.5">
          <Label htmlFor="offer-role">Role title</Label>
          <Input
            id="offer-role"
            value={draft.roleTitle}
            maxLength={ROLE_TITLE_MAX_CHARS}
            disabled={disabled}
            onChange={(e) => set("roleTitle")(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="offer-salary-min">Salary from</Label>
            <Input
              id="offer-salary-min"
              inputMode="numeric"
              value={draft.salaryMin}
              disabled={disabled}
              aria-invalid={Boolean(error) || undefined}
              onChange={(e) => set("salaryMin")(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="offer-salary-max">Salary to</Label>
            <Input
              id="offer-salary-max"
              inputMode="numeric"
              value={draft.salaryMax}
              disabled={disabled}
              aria-invalid={Boolean(error) || undefined}
              onChange={(e) => set("salaryMax")(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="offer-currency">Currency</Label>
            <NativeSelect
              id="offer-currency"
              value={draft.salaryCurrency}
              disabled={disabled}
              onChange={(e) => set("salaryCurrency")(e.target.value)}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="offer-period">Per</Label>
            <NativeSelect
              id="offer-period"
              value={draft.salaryPeriod}
              disabled={disabled}
              onChange={(e) => set("salaryPeriod")(e.target.value as OfferDraft["salaryPeriod"])}
            >
              <option value="year">Year</option>
              <option value="month">Month</option>
              <option value="hour">Hour</option>
            </NativeSelect>
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="offer-work-mode">Work mode</Label>
            <NativeSelect
              id="offer-work-mode"
              value={draft.workMode}
              disabled={disabled}
              onChange={(e) => set("workMode")(e.target.value as OfferDraft["workMode"])}
            >
              <option value="">Not specified</option>
              <option value="remote">Remote</option>
              <option value="hybrid">Hybrid</option>
              <option value="onsite">Onsite</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="offer-location">Location</Label>
            <Input
              id="offer-location"
              value={draft.location}
              maxLength={LOCATION_MAX_CHARS}
              disabled={disabled}
              onChange={(e) => set("location")(e.target.value)}
            />
          </div>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
