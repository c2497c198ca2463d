import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import type { Viewer } from "./types";

export const recentViewersQueryKey = ["profile-views", "viewers"] as const;

export function getRecentViewers(signal?: AbortSignal): Promise<Viewer[]> {
  return api.get<Viewer[]>("/api/profile-views/viewers", { signal });
}

export const recentViewersQueryOptions = () =>
  queryOptions({ queryKey: recentViewersQueryKey, queryFn: ({ signal }) => getRecentViewers(signal) });

/** Who viewed the signed-in job seeker's profile lately (at most 10, newest first). */
export function useRecentViewers() {
  return useQuery(recentViewersQueryOptions());
}
