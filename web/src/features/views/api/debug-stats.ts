import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import type { ViewStats } from "./types";

export const debugStatsQueryKey = ["profile-views", "debug", "stats"] as const;

export const debugStatsQueryOptions = () =>
  queryOptions({
    queryKey: debugStatsQueryKey,
    queryFn: ({ signal }) => api.get<ViewStats>("/api/profile-views/debug/stats", { signal }),
  });

export function useDebugStats() {
  return useQuery(debugStatsQueryOptions());
}
