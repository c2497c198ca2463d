import * as React from "react";

import { Slider } from "@/components/ui/slider";
import { currencyForCountry } from "@/lib/currency";
import { formatSalaryRange } from "@/lib/salary";

import { salarySliderScale } from "./edit-form";

type Props = {
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** The profile's country: the range reads in its currency. */
  country: string;
  /** The highest salary the scale must reach (the saved maximum). */
  highest: number;
};

/** The salary range as two thumbs on one track, with the range written out above it. */
export function SalaryRangeField({ value, onChange, country, highest }: Props) {
  const labelId = React.useId();
  const { symbol, code } = currencyForCountry(country);
  const { max, step } = React.useMemo(() => salarySliderScale(Math.max(highest, value[1])), [highest, value]);
  const money = (amount: number) => `${symbol}${amount.toLocaleString("en-US")}`;

  return (
    <div className="grid gap-3" role="group" aria-labelledby={labelId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          Salary Range
        </span>
        <output className="text-sm font-semibold tabular-nums" aria-live="polite">
          {formatSalaryRange(value[0], value[1], country)} <span className="font-normal text-muted-foreground">{code}</span>
        </output>
      </div>
      <Slider
        min={0}
        max={max}
        step={step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange([next[0] ?? 0, next[1] ?? 0])}
        thumbLabels={["Minimum salary", "Maximum salary"]}
        thumbValueTexts={[money(value[0]), money(value[1])]}
        className="py-2"
      />
      <div className="flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        <span>{money(0)}</span>
        <span>{money(max)}+</span>
      </div>
    </div>
  );
}
