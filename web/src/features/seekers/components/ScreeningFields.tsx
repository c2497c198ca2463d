import { PlusIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  COUNTRIES,
  LANGUAGES,
  LEVELS,
  LEVEL_LABELS,
  SENIORITIES,
  SENIORITY_LABELS,
  WHY_COARSE,
  WORK_STATUSES,
  WORK_STATUS_LABELS,
  type Availability,
  type LanguageLevel,
  type Screening,
  type Seniority,
  type WorkStatus,
} from "@/api/screening";

type Props = {
  value: Screening;
  onChange: (next: Screening) => void;
  /** Prefix of the fields' ids, so two forms on a page never share one. */
  idPrefix?: string;
};

/** The first listed code not already taken, for a new row. */
function firstFree(list: readonly (readonly [string, string])[], taken: string[]): string | undefined {
  return list.map(([code]) => code).find((code) => !taken.includes(code));
}

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      <XIcon aria-hidden="true" />
    </Button>
  );
}

/**
 * The optional screening fields, each with why it is coarse: seniority band, availability,
 * work authorization per country, languages with a level, and relocation.
 */
export function ScreeningFields({ value, onChange, idPrefix = "screening" }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (patch: Partial<Screening>) => onChange({ ...value, ...patch });
  const work = value.workAuthorization;
  const languages = value.languages;
  const relocation = value.relocation;

  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={id("seniority")}>Seniority</Label>
          <NativeSelect
            id={id("seniority")}
            aria-describedby={id("seniority-hint")}
            value={value.seniority ?? ""}
            onChange={(e) => set({ seniority: (e.target.value || null) as Seniority | null })}
          >
            <option value="">Not specified</option>
            {SENIORITIES.map((band) => (
              <option key={band} value={band}>
                {SENIORITY_LABELS[band]}
              </option>
            ))}
          </NativeSelect>
          <Hint id={id("seniority-hint")}>{WHY_COARSE.seniority}</Hint>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={id("availability")}>Availability</Label>
          <NativeSelect
            id={id("availability")}
            aria-describedby={id("availability-hint")}
            value={value.availability ?? ""}
            onChange={(e) => set({ availability: (e.target.value || null) as Availability | null })}
          >
            <option value="">Not specified</option>
            {AVAILABILITIES.map((when) => (
              <option key={when} value={when}>
                {AVAILABILITY_LABELS[when]}
              </option>
            ))}
          </NativeSelect>
          <Hint id={id("availability-hint")}>{WHY_COARSE.availability}</Hint>
        </div>
      </div>

      <fieldset className="grid gap-2" aria-describedby={id("work-hint")}>
        <legend className="mb-2 text-sm font-medium">Work authorization</legend>
        {work.map((entry, i) => (
          <div key={entry.country} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2">
            <NativeSelect
              aria-label={`Country ${i + 1}`}
              value={entry.country}
              onChange={(e) =>
                set({ workAuthorization: work.map((w, j) => (j === i ? { ...w, country: e.target.value } : w)) })
              }
            >
              {COUNTRIES.filter(([code]) => code === entry.country || !work.some((w) => w.country === code)).map(
                ([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ),
              )}
            </NativeSelect>
            <NativeSelect
              aria-label={`Status in country ${i + 1}`}
              value={entry.status}
              onChange={(e) =>
                set({
                  workAuthorization: work.map((w, j) => (j === i ? { ...w, status: e.target.value as WorkStatus } : w)),
                })
              }
            >
              {WORK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {WORK_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
            <RemoveButton
              label={`Remove country ${i + 1}`}
              onClick={() => set({ workAuthorization: work.filter((_, j) => j !== i) })}
            />
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={work.length >= 10}
            onClick={() => {
              const country = firstFree(COUNTRIES, work.map((w) => w.country));
              if (country) set({ workAuthorization: [...work, { country, status: "authorized" }] });
            }}
          >
            <PlusIcon aria-hidden="true" />
            Add a country
          </Button>
        </div>
        <Hint id={id("work-hint")}>{WHY_COARSE.workAuthorization}</Hint>
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={id("languages-hint")}>
        <legend className="mb-2 text-sm font-medium">Languages</legend>
        {languages.map((entry, i) => (
          <div key={entry.language} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2">
            <NativeSelect
              aria-label={`Language ${i + 1}`}
              value={entry.language}
              onChange={(e) =>
                set({ languages: languages.map((l, j) => (j === i ? { ...l, language: e.target.value } : l)) })
              }
            >
              {LANGUAGES.filter(([code]) => code === entry.language || !languages.some((l) => l.language === code)).map(
                ([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ),
              )}
            </NativeSelect>
            <NativeSelect
              aria-label={`Level of language ${i + 1}`}
              value={entry.level}
              onChange={(e) =>
                set({
                  languages: languages.map((l, j) => (j === i ? { ...l, level: e.target.value as LanguageLevel } : l)),
                })
              }
            >
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_LABELS[level]}
                </option>
              ))}
            </NativeSelect>
            <RemoveButton
              label={`Remove language ${i + 1}`}
              onClick={() => set({ languages: languages.filter((_, j) => j !== i) })}
            />
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={languages.length >= 10}
            onClick={() => {
              const language = firstFree(LANGUAGES, languages.map((l) => l.language));
              if (language) set({ languages: [...languages, { language, level: "professional" }] });
            }}
          >
            <PlusIcon aria-hidden="true" />
            Add a language
          </Button>
        </div>
        <Hint id={id("languages-hint")}>{WHY_COARSE.languages}</Hint>
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={id("relocation-hint")}>
        <legend className="mb-2 text-sm font-medium">Relocation</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id={id("relocation-open")}
            checked={relocation.open}
            onCheckedChange={(checked) => set({ relocation: { open: checked === true, countries: [] } })}
          />
          <Label htmlFor={id("relocation-open")} className="font-normal">
            Open to relocation
          </Label>
        </div>
        {relocation.open && (
          <>
            {relocation.countries.map((code, i) => (
              <div key={code} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
                <NativeSelect
                  aria-label={`Relocation country ${i + 1}`}
                  value={code}
                  onChange={(e) =>
                    set({
                      relocation: {
                        open: true,
                        countries: relocation.countries.map((c, j) => (j === i ? e.target.value : c)),
                      },
                    })
                  }
                >
                  {COUNTRIES.filter(([c]) => c === code || !relocation.countries.includes(c)).map(([c, name]) => (
                    <option key={c} value={c}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
                <RemoveButton
                  label={`Remove relocation country ${i + 1}`}
                  onClick={() =>
                    set({ relocation: { open: true, countries: relocation.countries.filter((_, j) => j !== i) } })
                  }
                />
              </div>
            ))}
            {relocation.countries.length === 0 && <p className="text-sm">Anywhere, until you name countries.</p>}
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={relocation.countries.length >= 10}
                onClick={() => {
                  const country = firstFree(COUNTRIES, relocation.countries);
                  if (country) set({ relocation: { open: true, countries: [...relocation.countries, country] } });
                }}
              >
                <PlusIcon aria-hidden="true" />
                Add a relocation country
              </Button>
            </div>
          </>
        )}
        <Hint id={id("relocation-hint")}>{WHY_COARSE.relocation}</Hint>
      </fieldset>
    </div>
  );
}
