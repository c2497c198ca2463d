import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { searchQueryKey } from "@/api/query-keys";

export type IndexStats = Schemas["IndexStats"];
export type ReindexResult = Schemas["ReindexResult"];

export const indexStatsQueryKey = ["search", "stats"] as const;

/** GET /api/search/stats: what the index holds, next to the searchable profiles in the database. */
export function getIndexStats(signal?: AbortSignal): Promise<IndexStats> {
  return api.get<IndexStats>("/api/search/stats", { signal });
}

export const indexStatsQueryOptions = () =>
  queryOptions({ queryKey: indexStatsQueryKey, queryFn: ({ signal }) => getIndexStats(signal), retry: false });

export function useIndexStats() {
  return useQuery(indexStatsQueryOptions());
}

/** POST /api/search/reindex: rebuilds the index from the database (admin or development mode). */
export function reindex(): Promise<ReindexResult> {
  return api.post<ReindexResult>("/api/search/reindex");
}

export function useReindex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reindex,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: indexStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: searchQueryKey }),
      ]),
  });
}
