import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import { filterQuery, type ActivityFilter } from "../lib/filters";
import type { ActivityPage } from "./types";

/** Every cached read of the activity log starts with this key. */
export const activityQueryKey = ["privacy-activity"] as const;

export function getActivityPage(filter: ActivityFilter, page: number, signal?: AbortSignal): Promise<ActivityPage> {
  const query = filterQuery(filter, page);
  return api.get<ActivityPage>(query ? `/api/privacy-activity?${query}` : "/api/privacy-activity", { signal });
}

export const activityLogQueryOptions = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: [...activityQueryKey, "log", filter.kind, filter.company],
    queryFn: ({ pageParam, signal }) => getActivityPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The signed-in job seeker's activity log, newest first, 50 events a page. Read afresh on arrival. */
export function useActivityLog(filter: ActivityFilter) {
  return useInfiniteQuery({ ...activityLogQueryOptions(filter), refetchOnMount: "always" });
}
