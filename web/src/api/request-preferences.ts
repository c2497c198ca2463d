import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, retryUnlessRefused, type Schemas } from "@/api/client";
import { isProfileNotFound, profileQueryKey } from "@/api/profile";

export type RequestPreferences = Schemas["RequestPreferences"];

/** Under the profile's key: creating or deleting the profile refreshes them too. */
export const requestPreferencesQueryKey = [...profileQueryKey, "request-preferences"] as const;

/**
 * GET /api/profile/request-preferences: which reveal requests the job seeker accepts, or
 * null when they have no profile yet (a state, not an error).
 */
export async function getRequestPreferences(signal?: AbortSignal): Promise<RequestPreferences | null> {
  try {
    return await api.get<RequestPreferences>("/api/profile/request-preferences", { signal });
  } catch (error) {
    if (isProfileNotFound(error)) return null;
    throw error;
  }
}

/** PUT /api/profile/request-preferences: saves all four, answers them as saved. */
export function saveRequestPreferences(preferences: RequestPreferences): Promise<RequestPreferences> {
  return api.put<RequestPreferences>("/api/profile/request-preferences", preferences);
}

export const requestPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: requestPreferencesQueryKey,
    queryFn: ({ signal }) => getRequestPreferences(signal),
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });

export function useRequestPreferences() {
  return useQuery(requestPreferencesQueryOptions());
}

export function useSaveRequestPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequestPreferences,
    onSuccess: (saved) => queryClient.setQueryData(requestPreferencesQueryKey, saved),
  });
}
