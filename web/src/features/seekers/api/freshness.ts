import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { profileQueryKey } from "@/api/profile";

export type Freshness = Schemas["Freshness"];
export type FreshnessAnswer = Schemas["FreshnessAnswer"];

/** Under the profile's key: a pause or resume changes the profile's visibility too. */
export const freshnessQueryKey = [...profileQueryKey, "freshness"] as const;

/** GET /api/profile/freshness: whether Veil asks "Still open to offers?" or paused the profile. */
export const freshnessQueryOptions = () =>
  queryOptions({
    queryKey: freshnessQueryKey,
    queryFn: ({ signal }) => api.get<Freshness>("/api/profile/freshness", { signal }),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

export function useFreshness() {
  return useQuery(freshnessQueryOptions());
}

/** POST /api/profile/freshness: keep visible, pause or resume; refreshes the profile. */
export function useAnswerFreshness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: FreshnessAnswer) => api.post<Freshness>("/api/profile/freshness", { answer }),
    onSuccess: (freshness) => {
      queryClient.setQueryData(freshnessQueryKey, freshness);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
