import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type Prediction = Schemas["Prediction"];
export type Predictions = Schemas["Predictions"];

export const placePredictionsQueryKey = (input: string) => ["places", "autocomplete", input] as const;

/** Predictions for what the person typed; any failure gives an empty list (docs/spec/features.md section 8). */
export async function getPlacePredictions(input: string, signal?: AbortSignal): Promise<Prediction[]> {
  try {
    const data = await api.get<Predictions>(`/api/places/autocomplete?input=${encodeURIComponent(input)}`, {
      signal,
    });
    return data?.predictions ?? [];
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return [];
  }
}

export const placePredictionsQueryOptions = (input: string) =>
  queryOptions({
    queryKey: placePredictionsQueryKey(input),
    queryFn: ({ signal }) => getPlacePredictions(input, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Predictions for `input` (already debounced and trimmed); idle while it is empty. */
export function usePlacePredictions(input: string) {
  return useQuery({
    ...placePredictionsQueryOptions(input),
    enabled: input.length > 0,
    placeholderData: keepPreviousData,
  });
}
