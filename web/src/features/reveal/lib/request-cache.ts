import type { QueryClient } from "@tanstack/react-query";

import type { Schemas } from "@/api/client";
import { candidateQueryKey, searchQueryKey } from "@/api/query-keys";

type CandidateView = Schemas["CandidateView"];
type RequestState = Schemas["RequestState"];
type SearchResponse = Schemas["SearchResponse"];

/**
 * Shows this recruiter's request to a candidate at once, on the candidate page and every
 * cached search page (the server's answer follows through invalidation).
 */
export function showRequestState(queryClient: QueryClient, profileId: string, state: RequestState): void {
  queryClient.setQueryData<CandidateView>(candidateQueryKey(profileId), (view) =>
    view ? { ...view, revealRequest: state } : view,
  );
  queryClient.setQueriesData<SearchResponse>({ queryKey: searchQueryKey }, (results) =>
    results
      ? {
          ...results,
          hits: results.hits.map((hit) =>
            hit.document.id === profileId ? { ...hit, document: { ...hit.document, revealRequest: state } } : hit,
          ),
        }
      : results,
  );
}

/** Fetches this candidate's request state again where it is shown. */
export function refreshRequestState(queryClient: QueryClient, profileId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: candidateQueryKey(profileId) }),
    queryClient.invalidateQueries({ queryKey: searchQueryKey }),
  ]);
}
