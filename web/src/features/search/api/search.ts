import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { searchQueryKey } from "@/api/query-keys";
import { toSearchParams, type SearchState } from "@/features/search/lib/search-state";

export type CandidateCard = Schemas["CandidateCard"];
export type RequestState = Schemas["RequestState"];
export type SearchResponse = Schemas["SearchResponse"];
export type Widened = Schemas["Widened"];
export type FacetCounts = Schemas["FacetCounts"];

/**
 * GET /api/search: 10 anonymous cards a page, with each filter choice counted; an empty
 * search lists the newest profiles.
 */
export function searchCandidates(state: SearchState, signal?: AbortSignal): Promise<SearchResponse> {
  const params = toSearchParams(state);
  params.set("facets", "true");
  // The server's default page is 1 either way; the key below needs the same string.
  const query = params.toString();
  return api.get<SearchResponse>(`/api/search${query ? `?${query}` : ""}`, { signal });
}

export const candidateSearchQueryOptions = (state: SearchState) =>
  queryOptions({
    queryKey: [...searchQueryKey, toSearchParams(state).toString()],
    queryFn: ({ signal }) => searchCandidates(state, signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

/** The results of `state`; while the next search loads, the previous results stay shown. */
export function useCandidateSearch(state: SearchState) {
  return useQuery({ ...candidateSearchQueryOptions(state), placeholderData: keepPreviousData });
}
