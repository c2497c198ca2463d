import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import type { TotalViews } from "./types";
import { afreshOnArrival } from "@/api/fresh-on-arrival";

export const totalViewsQueryKey = ["profile-views", "total"] as const;

export function getTotalViews(signal?: AbortSignal): Promise<TotalViews> {
  return api.get<TotalViews>("/api/profile-views/total", { signal });
}

export const totalViewsQueryOptions = () =>
  queryOptions({ queryKey: totalViewsQueryKey, queryFn: ({ signal }) => getTotalViews(signal) });

/** How often the signed-in job seeker's profile was viewed. Read afresh on every arrival. */
export function useTotalViews() {
  return useQuery({ ...totalViewsQueryOptions(), refetchOnMount: afreshOnArrival });
}
