import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type GeoResponse = Schemas["GeoResponse"];

export const geoQueryKey = ["geo"] as const;

export function getGeo(signal?: AbortSignal): Promise<GeoResponse> {
  return api.get<GeoResponse>("/api/geo", { signal });
}

export const geoQueryOptions = () =>
  queryOptions({
    queryKey: geoQueryKey,
    queryFn: ({ signal }) => getGeo(signal),
    staleTime: Infinity,
    retry: 1,
  });

/** The visitor's country (ISO alpha-2, upper case) as the server sees it; null when unknown. */
export function useGeo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...geoQueryOptions(), enabled });
}
