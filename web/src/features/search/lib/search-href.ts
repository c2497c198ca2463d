import { toSearchParams, type SearchState } from "@/features/search/lib/search-state";
import { paths } from "@/lib/paths";

/** The search page's address for a search: shareable, and reloads the same results. */
export function searchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `${paths.searchCandidates}?${query}` : paths.searchCandidates;
}
