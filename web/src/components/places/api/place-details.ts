import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { api, type Schemas } from "@/api/client";

export type PlaceDetails = Schemas["PlaceDetails"];

export const placeDetailsQueryKey = (placeId: string) => ["places", "details", placeId] as const;

export function getPlaceDetails(placeId: string, signal?: AbortSignal): Promise<PlaceDetails> {
  return api.get<PlaceDetails>(`/api/places/${encodeURIComponent(placeId)}`, { signal });
}

export const placeDetailsQueryOptions = (placeId: string) => ({
  queryKey: placeDetailsQueryKey(placeId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getPlaceDetails(placeId, signal),
  staleTime: Infinity,
  retry: false as const,
});

/** Fetches (or reuses) a place's details when a prediction is chosen. */
export function useFetchPlaceDetails() {
  const queryClient = useQueryClient();
  return useCallback(
    (placeId: string) => queryClient.fetchQuery(placeDetailsQueryOptions(placeId)),
    [queryClient],
  );
}
