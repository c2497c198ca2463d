import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

import type { LocationPrecision } from "../../api/anonymity-check";
import {
  LOCATION_PRECISIONS,
  LOCATION_PRECISION_LABELS,
  precisionOrDefault,
  shownLocation,
  type SavedPlace,
} from "../../lib/location-precision";

type Props = {
  value: LocationPrecision;
  onChange: (precision: LocationPrecision) => void;
  place: SavedPlace;
};

/** "Place shown to recruiters": city, region, country or remote only, and what recruiters then see. */
export function LocationPrecisionField({ value, onChange, place }: Props) {
  const shown = shownLocation(place, value);
  return (
    <div className="grid gap-2">
      <Label htmlFor="locationPrecision">Place shown to recruiters</Label>
      <NativeSelect
        id="locationPrecision"
        value={value}
        aria-describedby="locationPrecision-hint"
        onChange={(event) => onChange(precisionOrDefault(event.target.value))}
      >
        {LOCATION_PRECISIONS.map((precision) => (
          <option key={precision} value={precision}>
            {LOCATION_PRECISION_LABELS[precision]}
          </option>
        ))}
      </NativeSelect>
      <p id="locationPrecision-hint" className="text-sm text-muted-foreground">
        {shown ? `Recruiters see: ${shown}.` : "Recruiters see no place."} Your exact city stays private to you.
      </p>
    </div>
  );
}
