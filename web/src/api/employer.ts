import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, isApiError, retryUnlessRefused, type Schemas } from "@/api/client";
import { sessionQueryKey, updateCachedSession } from "@/api/session";

export type EmployerProfile = Schemas["EmployerProfile"];
export type EmployerRequest = Schemas["EmployerRequest"];

export const employerQueryKey = ["employer"] as const;

/** True for the API's "this recruiter has not created a company profile yet" answer. */
export function isEmployerNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === "employer_not_found";
}

/** The recruiter's company profile, or null before onboarding (a state, not an error). */
export async function getEmployer(signal?: AbortSignal): Promise<EmployerProfile | null> {
  try {
    return await api.get<EmployerProfile>("/api/employer", { signal });
  } catch (error) {
    if (isEmployerNotFound(error)) return null;
    throw error;
  }
}

export const employerQueryOptions = () =>
  queryOptions({
    queryKey: employerQueryKey,
    queryFn: ({ signal }) => getEmployer(signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useEmployer() {
  return useQuery(employerQueryOptions());
}

/** PUT /api/employer: creates the company profile (onboarding) or updates it. */
export function saveEmployer(body: EmployerRequest): Promise<EmployerProfile> {
  return api.put<EmployerProfile>("/api/employer", body);
}

/** Saves, caches the answer, and marks the session as having a company profile. */
export function useSaveEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployer,
    onSuccess: (employer) => {
      queryClient.setQueryData(employerQueryKey, employer);
      updateCachedSession(queryClient, (session) => ({ ...session, hasEmployerProfile: true }));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
