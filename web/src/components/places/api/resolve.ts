import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { api, type Schemas } from "@/api/client";

export type ResolvedPlace = Schemas["ResolvedPlace"];

export const resolvePlaceQueryKey = (text: string) => ["places", "resolve", text] as const;

/** What typed text names: one clear place, several candidates, or nothing. */
export function resolvePlace(text: string, signal?: AbortSignal): Promise<ResolvedPlace> {
  const query = new URLSearchParams({ q: text });
  return api.get<ResolvedPlace>(`/api/places/resolve?${query.toString()}`, { signal });
}

/** Resolves (or reuses the answer for) the text of a location field left without a pick. */
export function useResolvePlace() {
  const queryClient = useQueryClient();
  return useCallback(
    (text: string) =>
      queryClient.fetchQuery({
        queryKey: resolvePlaceQueryKey(text),
        queryFn: ({ signal }) => resolvePlace(text, signal),
        staleTime: Infinity,
        retry: false,
      }),
    [queryClient],
  );
}
