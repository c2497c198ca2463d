import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";

import { revealRequestsQueryKey } from "@/api/query-keys";

export type SentRequest = Schemas["SentRequest"];

export const sentRequestsQueryKey = (limit?: number) =>
  [...revealRequestsQueryKey, "sent", limit ?? "all"] as const;

/** GET /api/reveal-requests/sent: this recruiter's requests, newest first. */
export function getSentRequests(limit?: number, signal?: AbortSignal): Promise<SentRequest[]> {
  const query = limit ? `?limit=${encodeURIComponent(String(limit))}` : "";
  return api.get<SentRequest[]>(`/api/reveal-requests/sent${query}`, { signal });
}

export const sentRequestsQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: sentRequestsQueryKey(limit),
    queryFn: ({ signal }) => getSentRequests(limit, signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useSentRequests(limit?: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sentRequestsQueryOptions(limit), enabled });
}
