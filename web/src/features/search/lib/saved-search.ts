import type { SavedSearch } from "@/features/search/api/saved-searches";
import type { CreateSavedSearch } from "@/features/search/api/save-search";
import { emptySearch, isJobType, locationLabel, type SearchState } from "@/features/search/lib/search-state";

/** What "Save this search" keeps of the page's search (the page number is not kept). */
export function criteriaOf(state: SearchState): Omit<CreateSavedSearch, "name" | "alerts"> {
  return {
    keyword: state.q.trim(),
    jobType: state.jobType || null,
    city: state.city,
    state: state.state,
    country: state.country,
    flexible: state.flexible,
  };
}

/** The search page's state that runs a saved search, from its first page. */
export function searchOfSaved(saved: SavedSearch): SearchState {
  return {
    ...emptySearch,
    q: saved.keyword,
    jobType: isJobType(saved.jobType) ? saved.jobType : "",
    city: saved.city,
    state: saved.state,
    country: saved.country,
    flexible: saved.flexible,
  };
}

const JOB_TYPE_LABELS = { remote: "Remote", onsite: "Onsite", hybrid: "Hybrid" } as const;

/** A search's criteria in one line: "rust · Remote · Tampere, Finland (this location only)". */
export function describeSearch(state: SearchState): string {
  const where = locationLabel(state);
  const parts = [
    state.q.trim() ? `“${state.q.trim()}”` : "",
    state.jobType ? JOB_TYPE_LABELS[state.jobType] : "",
    where ? (state.flexible ? where : `${where} (this location only)`) : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "Every new profile";
}

/** A name to start from: the keyword and/or the place. */
export function suggestedName(state: SearchState): string {
  const keyword = state.q.trim();
  const where = state.city || state.state || state.country;
  const name = keyword && where ? `${keyword} in ${where}` : keyword || where || "All candidates";
  return name.slice(0, 80);
}
