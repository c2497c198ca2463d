import type { SearchHistoryEntry } from "@/features/search/api/search-history";
import { locationLabel } from "@/features/search/lib/search-state";

/** Where a saved search looked, as "City, State, Country" ("" when anywhere). */
export function historyLocation(entry: SearchHistoryEntry): string {
  const data = entry.locationData;
  if (!data) return "";
  return (
    data.formattedAddress?.trim() ||
    locationLabel({ city: data.city ?? "", state: data.state ?? "", country: data.country ?? "" })
  );
}

/** A saved search in one line: the keyword and/or where. */
export function historyLabel(entry: SearchHistoryEntry): string {
  const where = historyLocation(entry);
  const keyword = entry.keyword.trim();
  if (keyword && where) return `${keyword} in ${where}`;
  return keyword || where || "All candidates";
}
