/**
 * How precisely recruiters see a job seeker's location: the same rule as
 * the server's `seekers::precision`, to show the person what recruiters will see.
 */
import type { LocationPrecision } from "../api/anonymity-check";

export const LOCATION_PRECISIONS = ["city", "region", "country", "remote"] as const satisfies readonly LocationPrecision[];

export const LOCATION_PRECISION_LABELS: Record<LocationPrecision, string> = {
  city: "City",
  region: "Region only",
  country: "Country only",
  remote: "Remote only (no place)",
};

export function precisionOrDefault(value: string | null | undefined): LocationPrecision {
  return LOCATION_PRECISIONS.find((p) => p === value) ?? "city";
}

export type SavedPlace = { location: string; city: string; state: string; country: string };

/** The location text recruiters see at `precision`; "" when they see none. */
export function shownLocation(place: SavedPlace, precision: LocationPrecision): string {
  const join = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(", ");
  switch (precision) {
    case "city":
      return place.location.trim();
    case "region":
      return join(place.state, place.country);
    case "country":
      return join(place.country);
    case "remote":
      return "";
  }
}
