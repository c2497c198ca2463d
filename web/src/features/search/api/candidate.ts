import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, isApiError, retryUnlessRefused, type Schemas } from "@/api/client";
import { candidateQueryKey } from "@/api/query-keys";

export type CandidateView = Schemas["CandidateView"];
export type Identity = Schemas["Identity"];

/** True for "no such candidate" (unknown, or hidden from recruiters). */
export function isCandidateNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** GET /api/candidates/{id}: the anonymous profile, plus the identity only when revealed. */
export function getCandidate(profileId: string, signal?: AbortSignal): Promise<CandidateView> {
  return api.get<CandidateView>(`/api/candidates/${encodeURIComponent(profileId)}`, { signal });
}

export const candidateQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: candidateQueryKey(profileId),
    queryFn: ({ signal }) => getCandidate(profileId, signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useCandidate(profileId: string | undefined) {
  return useQuery({ ...candidateQueryOptions(profileId ?? ""), enabled: Boolean(profileId) });
}
