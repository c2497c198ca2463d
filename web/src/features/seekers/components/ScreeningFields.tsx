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
  type Screening,
  type Seniority,
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

type PairRow<V extends string> = { code: string; value: V };

type CodedPairsProps<V extends string> = {
  legend: string;
  hintId: string;
  hint: string;
  /** The fixed list the first select offers: [code, name]. */
  codes: readonly (readonly [string, string])[];
  values: readonly V[];
  valueLabels: Record<V, string>;
  rows: PairRow<V>[];
  onChange: (rows: PairRow<V>[]) => void;
  /** The second select's value on a row just added. */
  newValue: V;
  labels: { code: (n: number) => string; value: (n: number) => string; remove: (n: number) => string; add: string };
};

/**
 * A list of (listed code, choice) rows, each code at most once, at most 10 rows: work
 * authorization (country, status) and languages (language, level).
 */
function CodedPairs<V extends string>({
  legend,
  hintId,
  hint,
  codes,
  values,
  valueLabels,
  rows,
  onChange,
  newValue,
  labels,
}: CodedPairsProps<V>) {
  const replace = (i: number, patch: Partial<PairRow<V>>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        <div key={row.code} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2">
          <NativeSelect aria-label={labels.code(i + 1)} value={row.code} onChange={(e) => replace(i, { code: e.target.value })}>
            {codes
              .filter(([code]) => code === row.code || !rows.some((r) => r.code === code))
              .map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
          </NativeSelect>
          <NativeSelect
            aria-label={labels.value(i + 1)}
            value={row.value}
            onChange={(e) => replace(i, { value: e.target.value as V })}
          >
            {values.map((value) => (
              <option key={value} value={value}>
                {valueLabels[value]}
              </option>
            ))}
          </NativeSelect>
          <RemoveButton label={labels.remove(i + 1)} onClick={() => onChange(rows.filter((_, j) => j !== i))} />
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= 10}
          onClick={() => {
            const code = firstFree(codes, rows.map((r) => r.code));
            if (code) onChange([...rows, { code, value: newValue }]);
          }}
        >
          <PlusIcon aria-hidden="true" />
          {labels.add}
        </Button>
      </div>
      <Hint id={hintId}>{hint}</Hint>
    </fieldset>
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

      <CodedPairs
        legend="Work authorization"
        hintId={id("work-hint")}
        hint={WHY_COARSE.workAuthorization}
        codes={COUNTRIES}
        values={WORK_STATUSES}
        valueLabels={WORK_STATUS_LABELS}
        rows={work.map((w) => ({ code: w.country, value: w.status }))}
        onChange={(rows) => set({ workAuthorization: rows.map((r) => ({ country: r.code, status: r.value })) })}
        newValue="authorized"
        labels={{
          code: (n) => `Country ${n}`,
          value: (n) => `Status in country ${n}`,
          remove: (n) => `Remove country ${n}`,
          add: "Add a country",
        }}
      />

      <CodedPairs
        legend="Languages"
        hintId={id("languages-hint")}
        hint={WHY_COARSE.languages}
        codes={LANGUAGES}
        values={LEVELS}
        valueLabels={LEVEL_LABELS}
        rows={languages.map((l) => ({ code: l.language, value: l.level }))}
        onChange={(rows) => set({ languages: rows.map((r) => ({ language: r.code, level: r.value })) })}
        newValue="professional"
        labels={{
          code: (n) => `Language ${n}`,
          value: (n) => `Level of language ${n}`,
          remove: (n) => `Remove language ${n}`,
          add: "Add a language",
        }}
      />

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
