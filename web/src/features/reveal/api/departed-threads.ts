import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { revealThreadsQueryKey } from "@/api/query-keys";

export type DepartedThread = Schemas["DepartedThreadView"];
export type DepartedMessage = Schemas["DepartedMessageView"];

export const departedThreadsQueryKey = [...revealThreadsQueryKey, "departed"] as const;

/** GET /api/departed-threads: the conversations whose other person left Veil, the latest first. */
export function getDepartedThreads(signal?: AbortSignal): Promise<DepartedThread[]> {
  return api.get<Schemas["DepartedThreads"]>("/api/departed-threads", { signal }).then((r) => r.threads);
}

export const departedThreadsQueryOptions = () =>
  queryOptions({
    queryKey: departedThreadsQueryKey,
    queryFn: ({ signal }) => getDepartedThreads(signal),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

/** The signed-in person's kept conversations on one side (job seeker or recruiter). */
export function useDepartedThreads(side: DepartedThread["you"]) {
  return useQuery({
    ...departedThreadsQueryOptions(),
    select: (threads) => threads.filter((thread) => thread.you === side),
  });
}

/** DELETE /api/departed-threads/{id}. */
export function useDeleteDepartedThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/departed-threads/${encodeURIComponent(id)}`),
    onSuccess: (_, id) =>
      queryClient.setQueryData<DepartedThread[]>(departedThreadsQueryKey, (threads) =>
        threads?.filter((thread) => thread.id !== id),
      ),
  });
}
