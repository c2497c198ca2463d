import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

import { receivedRequestsQueryKey, requestStats, type ReceivedRequest, type ReceivedRequests } from "./received-requests";

export type RevealAnswer = "approved" | "declined";
/** PATCH body: approve (optionally for a duration) or decline (optionally with a reason and note). */
export type AnswerBody = Schemas["AnswerRequest"];

/** PATCH /api/reveal-requests/{id}: the job seeker approves, declines, switches, or changes the duration. */
export function answerRevealRequest(id: string, body: AnswerBody): Promise<ReceivedRequest> {
  return api.patch<ReceivedRequest>(`/api/reveal-requests/${encodeURIComponent(id)}`, body);
}

/** Answers, shows the updated request and counts at once, then reloads the list. */
export function useAnswerRevealRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AnswerBody }) => answerRevealRequest(id, body),
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
