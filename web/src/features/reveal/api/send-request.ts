import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, isApiError, type Schemas } from "@/api/client";

import { refreshRequestState, showRequestState } from "../lib/request-cache";
import { requestBudgetQueryKey, revealRequestsQueryKey } from "@/api/query-keys";
import type { SentRequest } from "./sent-requests";

export type SendRevealRequest = Schemas["SendRequest"];

/** POST /api/reveal-requests: a new pending request (201), or an error with a code. */
export function sendRevealRequest(body: SendRevealRequest): Promise<SentRequest> {
  return api.post<SentRequest>("/api/reveal-requests", body);
}

/** Sends, then shows the pending request on the card and the candidate page. */
export function useSendRevealRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRevealRequest,
    onSuccess: (sent) => {
      showRequestState(queryClient, sent.profileId, {
        id: sent.id,
        status: sent.status,
        createdAt: sent.createdAt,
        approvedAt: sent.approvedAt ?? null,
      });
      void queryClient.invalidateQueries({ queryKey: revealRequestsQueryKey });
      void refreshRequestState(queryClient, sent.profileId);
    },
    onError: (error, body) => {
      // A request already exists: show its real state.
      if (isApiError(error) && error.status === 409) void refreshRequestState(queryClient, body.profileId);
      // The budget ran out meanwhile (another tab, another device): show it as it is.
      if (isApiError(error) && error.code === "request_budget_spent") {
        void queryClient.invalidateQueries({ queryKey: requestBudgetQueryKey });
      }
    },
  });
}
