import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import type { DuplicatePair } from "./types";

export const debugDuplicatesQueryKey = ["profile-views", "debug", "duplicates"] as const;

export const debugDuplicatesQueryOptions = () =>
  queryOptions({
    queryKey: debugDuplicatesQueryKey,
    queryFn: ({ signal }) => api.get<DuplicatePair[]>("/api/profile-views/debug/duplicates", { signal }),
  });

/** Same viewer and profile seen again within 10 s, over the last 24 hours. */
export function useDebugDuplicates() {
  return useQuery(debugDuplicatesQueryOptions());
}
