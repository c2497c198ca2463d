import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type SearchHistoryEntry = Schemas["SearchHistoryEntry"];
export type LocationData = Schemas["LocationData"];
export type RecordSearch = Schemas["RecordSearch"];

/** The history dropdown shows this many (docs/spec/features.md section 9); Recent Searches the first 5. */
export const HISTORY_LIMIT = 10;

export const searchHistoryQueryKey = ["search", "history"] as const;

export function getSearchHistory(signal?: AbortSignal): Promise<SearchHistoryEntry[]> {
  return api.get<SearchHistoryEntry[]>(`/api/search/history?limit=${HISTORY_LIMIT}`, { signal });
}

export const searchHistoryQueryOptions = () =>
  queryOptions({
    queryKey: searchHistoryQueryKey,
    queryFn: ({ signal }) => getSearchHistory(signal),
    staleTime: 60_000,
  });

/** The recruiter's latest searches, newest first. */
export function useSearchHistory() {
  return useQuery(searchHistoryQueryOptions());
}

/** POST /api/search/history: the same keyword and location again only moves it to the top. */
export function recordSearch(body: RecordSearch): Promise<void> {
  return api.post<void>("/api/search/history", body);
}

export function useRecordSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchHistoryQueryKey }),
  });
}
