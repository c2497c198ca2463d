import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";

import { receivedRequestsQueryKey, requestStats, type ReceivedRequest, type ReceivedRequests } from "./received-requests";

export type RevealAnswer = "approved" | "declined";

/** PATCH /api/reveal-requests/{id}: the job seeker approves or declines (or switches). */
export function answerRevealRequest(id: string, status: RevealAnswer): Promise<ReceivedRequest> {
  return api.patch<ReceivedRequest>(`/api/reveal-requests/${encodeURIComponent(id)}`, { status });
}

/** Answers, shows the updated request and counts at once, then reloads the list. */
export function useAnswerRevealRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RevealAnswer }) => answerRevealRequest(id, status),
    onSuccess: (updated) => {
      queryClient.setQueryData<ReceivedRequests>(receivedRequestsQueryKey, (list) => {
        if (!list) return list;
        const requests = list.requests.map((r) => (r.id === updated.id ? updated : r));
        return { requests, stats: requestStats(requests) };
      });
      void queryClient.invalidateQueries({ queryKey: receivedRequestsQueryKey });
    },
  });
}
