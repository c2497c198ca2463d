import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type SiteInfo = Schemas["SiteInfo"];

export const siteInfoQueryKey = ["site-info"] as const;

export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return api.get<SiteInfo>("/api/site", { signal });
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => getSiteInfo(signal),
    // Deployment settings: they do not change while the page is open.
    staleTime: Infinity,
  });

/** Support e-mail and the optional analytics script URL. */
export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
