import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import type { RawView } from "./types";

/** `latest`: the latest 100 views; `24h`: every view of the last 24 hours. */
export type RawRange = "latest" | "24h";

export const debugRawQueryKey = (range: RawRange) => ["profile-views", "debug", "raw", range] as const;

export const debugRawQueryOptions = (range: RawRange) =>
  queryOptions({
    queryKey: debugRawQueryKey(range),
    queryFn: ({ signal }) => api.get<RawView[]>(`/api/profile-views/debug/raw?range=${range}`, { signal }),
  });

export function useDebugRaw(range: RawRange) {
  return useQuery(debugRawQueryOptions(range));
}
