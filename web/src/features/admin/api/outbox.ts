import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type OutboxEmail = Schemas["OutboxEmail"];
export type Outbox = Schemas["Outbox"];

export const outboxQueryKey = ["admin", "outbox"] as const;

/** How many of the latest messages the Outbox tab shows. */
export const OUTBOX_LIMIT = 100;

/** GET /api/admin/outbox: the latest messages, newest first, with what became of each. */
export function getOutbox(signal?: AbortSignal): Promise<Outbox> {
  return api.get<Outbox>(`/api/admin/outbox?limit=${OUTBOX_LIMIT}`, { signal });
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: outboxQueryKey, queryFn: ({ signal }) => getOutbox(signal) });

export function useOutbox(enabled = true) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}
