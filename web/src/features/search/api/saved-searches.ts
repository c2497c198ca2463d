import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type SavedSearch = Schemas["SavedSearch"];
export type SavedSearchList = Schemas["SavedSearchList"];

/** Every saved-search answer starts with this key; the mutations invalidate it. */
export const savedSearchesQueryKey = ["saved-searches"] as const;

/** GET /api/saved-searches: the recruiter's saved searches with their new matches, newest first. */
export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return api.get<SavedSearchList>("/api/saved-searches", { signal });
}

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => getSavedSearches(signal),
    staleTime: 30_000,
    // The counts come from checks in the background; an open dashboard follows them.
    refetchInterval: 60_000,
  });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
