import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";

import type { ViewedProfile } from "./types";

export const recentlyViewedQueryKey = ["profile-views", "recent"] as const;

export function getRecentlyViewed(signal?: AbortSignal): Promise<ViewedProfile[]> {
  return api.get<ViewedProfile[]>("/api/profile-views/recent", { signal });
}

export const recentlyViewedQueryOptions = () =>
  queryOptions({ queryKey: recentlyViewedQueryKey, queryFn: ({ signal }) => getRecentlyViewed(signal) });

/** Profiles the signed-in recruiter viewed lately (at most 10). `enabled` false for non-recruiters. */
export function useRecentlyViewed({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentlyViewedQueryOptions(), enabled });
}

/** DELETE /api/profile-views/recent: empties the list (candidates' counts stay). */
export function clearRecentlyViewed(): Promise<void> {
  return api.delete<void>("/api/profile-views/recent");
}

export function useClearRecentlyViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearRecentlyViewed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentlyViewedQueryKey }),
  });
}
