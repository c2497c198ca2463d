import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";

import { REVEAL_DURATIONS, type RevealDuration } from "../lib/decline";

/** How long the recruiter may see who the job seeker is: one of three choices. */
export function DurationChoice({
  value,
  onChange,
}: {
  value: RevealDuration;
  onChange: (duration: RevealDuration) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Show my identity for</legend>
      <RadioGroup value={value} onValueChange={(v) => onChange(v as RevealDuration)} className="gap-1">
        {REVEAL_DURATIONS.map((d) => (
          <div key={d.value} className="flex min-h-11 items-center gap-3">
            <RadioGroupItem value={d.value} id={`reveal-duration-${d.value}`} />
            <Label htmlFor={`reveal-duration-${d.value}`} className="font-normal">
              {d.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
