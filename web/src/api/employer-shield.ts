import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";

export type EmployerShield = Schemas["EmployerShield"];
export type ShieldEntry = Schemas["ShieldEntry"];

/** Shared: the shield page edits the list, and a job seeker's messages are checked against it. */
export const employerShieldQueryKey = ["employer-shield"] as const;

/** GET /api/employer-shield: the employers the job seeker hides from, in their order. */
export function getEmployerShield(signal?: AbortSignal): Promise<EmployerShield> {
  return api.get<EmployerShield>("/api/employer-shield", { signal });
}

export const employerShieldQueryOptions = () =>
  queryOptions({
    queryKey: employerShieldQueryKey,
    queryFn: ({ signal }) => getEmployerShield(signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useEmployerShield({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...employerShieldQueryOptions(), enabled });
}
