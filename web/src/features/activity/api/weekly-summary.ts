import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "@/api/client";

import { activityQueryKey } from "./activity-log";
import type { WeeklySummary } from "./types";
import { afreshOnArrival } from "@/api/fresh-on-arrival";

export function getWeeklySummary(signal?: AbortSignal): Promise<WeeklySummary> {
  return api.get<WeeklySummary>("/api/privacy-activity/summary", { signal });
}

export const weeklySummaryQueryOptions = () =>
  queryOptions({ queryKey: [...activityQueryKey, "summary"], queryFn: ({ signal }) => getWeeklySummary(signal) });

/** The last 7 days in one sentence, for the dashboard. Read afresh on arrival. */
export function useWeeklySummary() {
  return useQuery({ ...weeklySummaryQueryOptions(), refetchOnMount: afreshOnArrival });
}
