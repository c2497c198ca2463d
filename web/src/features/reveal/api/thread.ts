import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { revealThreadsQueryKey } from "@/api/query-keys";

import { unreadCountsQueryKey } from "./unread-counts";

export type Thread = Schemas["ThreadView"];
export type ThreadMessage = Schemas["MessageView"];

export const threadQueryKey = (requestId: string) => [...revealThreadsQueryKey, "thread", requestId] as const;

const threadPath = (requestId: string) => `/api/reveal-requests/${encodeURIComponent(requestId)}/messages`;

/** GET /api/reveal-requests/{id}/messages: the conversation, oldest first. */
export function getThread(requestId: string, signal?: AbortSignal): Promise<Thread> {
  return api.get<Thread>(threadPath(requestId), { signal });
}

export const threadQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: threadQueryKey(requestId),
    queryFn: ({ signal }) => getThread(requestId, signal),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

export function useThread(requestId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...threadQueryOptions(requestId), enabled });
}

/** POST /api/reveal-requests/{id}/messages: writes a message; answers the thread as it is now. */
export function writeMessage(requestId: string, body: string): Promise<Thread> {
  return api.post<Thread>(threadPath(requestId), { body });
}

export function useWriteMessage(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => writeMessage(requestId, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadQueryKey(requestId), thread);
    },
  });
}

/** POST /api/reveal-requests/{id}/messages/read: the reader's own mark, never shown to the other side. */
export function markThreadRead(requestId: string): Promise<void> {
  return api.post<void>(`${threadPath(requestId)}/read`);
}

export function useMarkThreadRead(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markThreadRead(requestId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unreadCountsQueryKey }),
  });
}
