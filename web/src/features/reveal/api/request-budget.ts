import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { requestBudgetQueryKey } from "@/api/query-keys";

export type RequestBudget = Schemas["Budget"];

/** GET /api/reveal-requests/budget: what this recruiter may still send this week. */
export function getRequestBudget(signal?: AbortSignal): Promise<RequestBudget> {
  return api.get<RequestBudget>("/api/reveal-requests/budget", { signal });
}

export const requestBudgetQueryOptions = () =>
  queryOptions({
    queryKey: requestBudgetQueryKey,
    queryFn: ({ signal }) => getRequestBudget(signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useRequestBudget() {
  return useQuery(requestBudgetQueryOptions());
}
