import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { revealThreadsQueryKey } from "@/api/query-keys";

export type UnreadCounts = Schemas["UnreadCounts"];

export const unreadCountsQueryKey = [...revealThreadsQueryKey, "unread"] as const;

/** GET /api/reveal-requests/unread: unread messages per thread and in all. */
export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return api.get<UnreadCounts>("/api/reveal-requests/unread", { signal });
}

export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountsQueryKey,
    queryFn: ({ signal }) => getUnreadCounts(signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useUnreadCounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountsQueryOptions(), enabled });
}

/** The unread count of one thread (0 when none or not loaded). */
export function unreadOf(counts: UnreadCounts | undefined, requestId: string): number {
  return counts?.threads.find((t) => t.requestId === requestId)?.unread ?? 0;
}
