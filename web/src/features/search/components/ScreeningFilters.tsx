import * as React from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { FacetCounts } from "@/features/search/api/search";
import { noScreenFilters, hasScreenFilters, type ScreenFilters, type Sort } from "@/features/search/lib/search-state";
import { formatFacetCount, profilesAfter } from "@/features/search/lib/facet-count";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  COUNTRIES,
  LANGUAGES,
  LEVELS,
  LEVEL_LABELS,
  SENIORITIES,
  SENIORITY_LABELS,
  WORK_STATUSES,
  WORK_STATUS_LABELS,
  type Availability,
  type Seniority,
} from "@/api/screening";

const SORT_LABELS: Record<Sort, string> = { relevance: "Relevance", newest: "Newest", updated: "Recently updated" };

/** The budget's currencies offered: the most used; each profile's own is converted on the server. */
const BUDGET_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "SEK", "NOK", "DKK", "PLN", "INR", "JPY", "SGD", "BRL", "MXN", "ZAR"];

/** Digits only, as the salary inputs strip them; "" when nothing is left. */
function digits(raw: string): string {
  return raw.replace(/[^0-9]/g, "").replace(/^0+(?=\d)/, "").slice(0, 10);
}

/** "60000" as "60,000" while typing, "" stays "". */
function grouped(raw: string): string {
  return raw ? Number(raw).toLocaleString("en-US") : "";
}

type Props = {
  value: ScreenFilters;
  onChange: (next: ScreenFilters) => void;
  /** Each choice's count for the current search; undefined while the first answer loads. */
  facets: FacetCounts | null | undefined;
  /** Prefix of the fields' ids (the panel and the phone sheet are both on the page). */
  idPrefix: string;
};

function countOf(list: { value: string; count: number }[] | undefined | null, value: string): number | undefined {
  return list?.find((c) => c.value === value)?.count;
}

/** "Senior (12)", or the label alone before the counts arrive. */
function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${formatFacetCount(count)})`;
}

/**
 * The screening filters and the order: each choice with how many profiles it would give
 * (the server counts them for the current search, over the profiles this recruiter may find).
 */
export function ScreeningFilters({ value, onChange, facets, idPrefix }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (patch: Partial<ScreenFilters>) => onChange({ ...value, ...patch });
  const [workCountry = "", workStatus = ""] = value.work.split(":");
  const [language = "", level = ""] = value.language.split(":");
  const [skills, setSkills] = React.useState(value.skills);
  const [followed, setFollowed] = React.useState(value.skills);
  if (followed !== value.skills) {
    setFollowed(value.skills);
    setSkills(value.skills);
  }
  const applySkills = () => {
    if (skills.trim() !== value.skills.trim()) set({ skills: skills.trim() });
  };
  const addSkill = (name: string) => set({ skills: [value.skills.trim(), name].filter(Boolean).join(", ") });
  // The budget is typed in full, then searched (on leaving a field or Enter).
  const [budget, setBudget] = React.useState({ min: value.salaryMin, max: value.salaryMax });
  const [followedBudget, setFollowedBudget] = React.useState(`${value.salaryMin}-${value.salaryMax}`);
  if (followedBudget !== `${value.salaryMin}-${value.salaryMax}`) {
    setFollowedBudget(`${value.salaryMin}-${value.salaryMax}`);
    setBudget({ min: value.salaryMin, max: value.salaryMax });
  }
  const tooLarge = [budget.min, budget.max].some((figure) => figure !== "" && Number(figure) > 1_000_000_000);
  const applyBudget = () => {
    if (tooLarge) return;
    if (budget.min !== value.salaryMin || budget.max !== value.salaryMax) set({ salaryMin: budget.min, salaryMax: budget.max });
  };
  const onBudgetKey = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      applyBudget();
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id("sort")}>Sort by</Label>
        <NativeSelect id={id("sort")} value={value.sort} onChange={(e) => set({ sort: e.target.value as Sort })}>
          {(Object.keys(SORT_LABELS) as Sort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("seniority")}>Seniority</Label>
        <NativeSelect
          id={id("seniority")}
          value={value.seniority}
          onChange={(e) => set({ seniority: e.target.value as Seniority | "" })}
        >
          <option value="">Any seniority</option>
          {SENIORITIES.map((band) => (
            <option key={band} value={band}>
              {withCount(SENIORITY_LABELS[band], countOf(facets?.seniority, band))}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("availability")}>Availability</Label>
        <NativeSelect
          id={id("availability")}
          value={value.availability}
          onChange={(e) => set({ availability: e.target.value as Availability | "" })}
        >
          <option value="">Any availability</option>
          {AVAILABILITIES.map((when) => (
            <option key={when} value={when}>
              {withCount(AVAILABILITY_LABELS[when], countOf(facets?.availability, when))}
            </option>
          ))}
        </NativeSelect>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Work authorization</legend>
        <NativeSelect
          id={id("work-country")}
          aria-label="Work authorization country"
          value={workCountry}
          onChange={(e) => set({ work: e.target.value ? [e.target.value, workStatus].filter(Boolean).join(":") : "" })}
        >
          <option value="">Any country</option>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={id("work-status")}
          aria-label="Work authorization status"
          value={workStatus}
          disabled={!workCountry}
          onChange={(e) => set({ work: [workCountry, e.target.value].filter(Boolean).join(":") })}
        >
          <option value="">Either status</option>
          {WORK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {withCount(WORK_STATUS_LABELS[status], countOf(facets?.workStatus, status))}
            </option>
          ))}
        </NativeSelect>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Language</legend>
        <NativeSelect
          id={id("language")}
          aria-label="Language"
          value={language}
          onChange={(e) => set({ language: e.target.value ? [e.target.value, level].filter(Boolean).join(":") : "" })}
        >
          <option value="">Any language</option>
          {LANGUAGES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          id={id("language-level")}
          aria-label="Language level or better"
          value={level}
          disabled={!language}
          onChange={(e) => set({ language: [language, e.target.value].filter(Boolean).join(":") })}
        >
          <option value="">Any level</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {withCount(`${LEVEL_LABELS[l]} or better`, countOf(facets?.languageLevel, l))}
            </option>
          ))}
        </NativeSelect>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={id("relocate")}>Relocates to</Label>
        <NativeSelect id={id("relocate")} value={value.relocate} onChange={(e) => set({ relocate: e.target.value })}>
          <option value="">Anywhere or nowhere</option>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {value.relocate === code ? withCount(name, countOf(facets?.relocate, code)) : name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={id("skills")}>Skills</Label>
        <Input
          id={id("skills")}
          value={skills}
          placeholder="Rust, Kubernetes"
          aria-describedby={id("skills-hint")}
          onChange={(e) => setSkills(e.target.value)}
          onBlur={applySkills}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              applySkills();
            }
          }}
        />
        <p id={id("skills-hint")} className="text-sm text-muted-foreground">
          Every profile must list each, by any of its names.
        </p>
        {facets?.skills && facets.skills.length > 0 && (
          <div className="grid gap-1.5">
            <p id={id("skill-suggestions")} className="text-sm font-medium">
              Narrow by skill
            </p>
            <ul aria-labelledby={id("skill-suggestions")} className="flex flex-wrap gap-1.5">
              {facets.skills.map((skill) => (
                <li key={skill.value}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-7 px-2"
                    aria-label={`${skill.value}, ${formatFacetCount(skill.count)}${profilesAfter(skill.count)}`}
                    onClick={() => addSkill(skill.value)}
                  >
                    {skill.value}
                    <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
                      {formatFacetCount(skill.count)}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Salary budget</legend>
        <div className="grid grid-cols-2 gap-2">
          <Input
            id={id("salary-min")}
            aria-label="Budget from"
            inputMode="numeric"
            placeholder="From"
            value={grouped(budget.min)}
            aria-invalid={tooLarge || undefined}
            aria-describedby={id("salary-hint")}
            onChange={(e) => setBudget({ ...budget, min: digits(e.target.value) })}
            onBlur={applyBudget}
            onKeyDown={onBudgetKey}
          />
          <Input
            id={id("salary-max")}
            aria-label="Budget up to"
            inputMode="numeric"
            placeholder="Up to"
            value={grouped(budget.max)}
            aria-invalid={tooLarge || undefined}
            aria-describedby={id("salary-hint")}
            onChange={(e) => setBudget({ ...budget, max: digits(e.target.value) })}
            onBlur={applyBudget}
            onKeyDown={onBudgetKey}
          />
          <div className="col-span-2">
          <NativeSelect
            id={id("salary-currency")}
            aria-label="Budget currency"
            value={value.salaryCurrency || "USD"}
            onChange={(e) => set({ salaryCurrency: e.target.value === "USD" ? "" : e.target.value })}
          >
            {BUDGET_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
          </div>
        </div>
        <p id={id("salary-hint")} className={tooLarge ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {tooLarge
            ? "Please enter a salary between 0 and 1,000,000,000"
            : "Profiles whose range overlaps it, each in its own currency at reference rates."}
        </p>
        <div className="flex items-center gap-2">
          <Checkbox
            id={id("salary-unstated")}
            checked={!value.salaryStatedOnly}
            onCheckedChange={(checked) => set({ salaryStatedOnly: checked !== true })}
          />
          <Label htmlFor={id("salary-unstated")} className="font-normal">
            Include profiles without a salary
          </Label>
        </div>
      </fieldset>

      {hasScreenFilters(value) && (
        <Button type="button" variant="outline" onClick={() => onChange({ ...noScreenFilters, sort: value.sort })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
