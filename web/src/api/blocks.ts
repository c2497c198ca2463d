import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { revealRequestsQueryKey, revealThreadsQueryKey } from "@/api/query-keys";

export type Blocks = Schemas["Blocks"];
export type Block = Schemas["BlockView"];
/** Whom to block: the recruiter of a request received, or of a view of the profile. */
export type BlockTarget = { requestId: string } | { viewId: string };

export const blocksQueryKey = ["blocks"] as const;
/** The lists a block changes (the recruiter's requests, messages and views leave them). */
const affectedKeys = [blocksQueryKey, revealRequestsQueryKey, revealThreadsQueryKey, ["profile-views"]] as const;

/** GET /api/blocks: the recruiters the job seeker blocked, the latest first. */
export function getBlocks(signal?: AbortSignal): Promise<Blocks> {
  return api.get<Blocks>("/api/blocks", { signal });
}

export const blocksQueryOptions = () =>
  queryOptions({
    queryKey: blocksQueryKey,
    queryFn: ({ signal }) => getBlocks(signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useBlocks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...blocksQueryOptions(), enabled });
}

/** Refetches what a new or lifted block changes. */
export function refreshAfterBlock(queryClient: QueryClient) {
  for (const key of affectedKeys) void queryClient.invalidateQueries({ queryKey: key });
}

function useBlockChange<V>(change: (value: V) => Promise<Blocks>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (blocks) => {
      queryClient.setQueryData(blocksQueryKey, blocks);
      refreshAfterBlock(queryClient);
    },
  });
}

/** POST /api/blocks: the recruiter no longer finds, sees, asks or writes to this job seeker. */
export function useBlockRecruiter() {
  return useBlockChange((target: BlockTarget) => api.post<Blocks>("/api/blocks", target));
}

/** DELETE /api/blocks/{id}: lifts a block. */
export function useLiftBlock() {
  return useBlockChange((id: string) => api.delete<Blocks>(`/api/blocks/${encodeURIComponent(id)}`));
}
