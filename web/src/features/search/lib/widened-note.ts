import type { SearchLocation } from "@/features/search/lib/search-state";

/**
 * What to say when the server found nobody at the chosen place and looked wider
 * (`widened` from GET /api/search), or null when it did not.
 */
export function widenedNote(location: SearchLocation, widened: "none" | "state" | "country"): string | null {
  if (widened === "none") return null;
  const asked = location.city || location.state || location.country;
  if (!asked) return null;
  const wider = widened === "state" ? location.state : location.country;
  return wider ? `No candidates in ${asked}; showing candidates in ${wider}.` : `No candidates in ${asked}; showing candidates from everywhere.`;
}

/** Said when nobody matched every keyword and the results match most of them (`relaxed`). */
export const RELAXED_NOTE = "No profile matches all of your words; showing profiles that match most of them";
