import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";

import { revealRequestsQueryKey } from "@/api/query-keys";

export type ReceivedRequest = Schemas["ReceivedRequest"];
export type ReceivedRequests = Schemas["ReceivedRequests"];
export type RequestStats = Schemas["RequestStats"];

export const receivedRequestsQueryKey = [...revealRequestsQueryKey, "received"] as const;

/** GET /api/reveal-requests/received: the job seeker's requests, newest first, with counts. */
export function getReceivedRequests(signal?: AbortSignal): Promise<ReceivedRequests> {
  return api.get<ReceivedRequests>("/api/reveal-requests/received", { signal });
}

export const receivedRequestsQueryOptions = () =>
  queryOptions({
    queryKey: receivedRequestsQueryKey,
    queryFn: ({ signal }) => getReceivedRequests(signal),
    // Realtime events invalidate it when something changes.
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useReceivedRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...receivedRequestsQueryOptions(), enabled });
}

/** The counts of a list (for a cache updated in place). */
export function requestStats(requests: readonly ReceivedRequest[]): RequestStats {
  const count = (status: ReceivedRequest["status"]) => requests.filter((r) => r.status === status).length;
  return {
    total: requests.length,
    pending: count("pending"),
    approved: count("approved"),
    declined: count("declined"),
    expired: count("expired"),
    withdrawn: count("withdrawn"),
  };
}
