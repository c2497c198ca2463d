import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import { activityQueryKey } from "./activity-log";
import type { ActivityFilters } from "./types";

export function getActivityFilters(signal?: AbortSignal): Promise<ActivityFilters> {
  return api.get<ActivityFilters>("/api/privacy-activity/filters", { signal });
}

export const activityFiltersQueryOptions = () =>
  queryOptions({ queryKey: [...activityQueryKey, "filters"], queryFn: ({ signal }) => getActivityFilters(signal) });

/** The kinds of event and the companies in the log, for its filters. */
export function useActivityFilters() {
  return useQuery({ ...activityFiltersQueryOptions(), refetchOnMount: "always" });
}
