import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import { api, isApiError, type Schemas } from "@/api/client";
import { sessionQueryKey } from "@/api/session";

export type OwnProfile = Schemas["OwnProfile"];
export type AnonymousProfile = Schemas["AnonymousProfile"];
export type Identity = Schemas["Identity"];
export type ProfileRequest = Schemas["ProfileRequest"];
export type ProfileUpdate = Schemas["ProfileUpdate"];
export type ProfileUpdated = Schemas["ProfileUpdated"];
export type CodenameAvailability = Schemas["CodenameAvailability"];

export const profileQueryKey = ["profile"] as const;
export const anonymousProfileQueryKey = ["profile", "anonymous"] as const;

/** True for the API's "this person has no job seeker profile yet" answer. */
export function isProfileNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404 && error.code === "profile_not_found";
}

/** The signed-in job seeker's own profile, or null when they have not created one yet. */
export async function getProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  try {
    return await api.get<OwnProfile>("/api/profile", { signal });
  } catch (error) {
    if (isProfileNotFound(error)) return null;
    throw error;
  }
}

/** The same anonymous fields a recruiter without an approved request gets; null without a profile. */
export async function getAnonymousProfile(signal?: AbortSignal): Promise<AnonymousProfile | null> {
  try {
    return await api.get<AnonymousProfile>("/api/profile/anonymous", { signal });
  } catch (error) {
    if (isProfileNotFound(error)) return null;
    throw error;
  }
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 30_000,
  });

export const anonymousProfileQueryOptions = () =>
  queryOptions({
    queryKey: anonymousProfileQueryKey,
    queryFn: ({ signal }) => getAnonymousProfile(signal),
    staleTime: 30_000,
  });

/** `data` is the profile, or null when the person has none (a state, not an error). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function useAnonymousProfile() {
  return useQuery(anonymousProfileQueryOptions());
}

export function saveProfile(body: ProfileRequest): Promise<OwnProfile> {
  return api.put<OwnProfile>("/api/profile", body);
}

export function updateProfile(body: ProfileUpdate): Promise<ProfileUpdated> {
  return api.patch<ProfileUpdated>("/api/profile", body);
}

/** After a write: the new profile is cached at once; the profile views and the session refresh. */
async function afterWrite(queryClient: QueryClient, profile: OwnProfile): Promise<void> {
  queryClient.setQueryData(profileQueryKey, profile);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
}

/** PUT /api/profile: creates or replaces the profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => afterWrite(queryClient, profile),
  });
}

/** PATCH /api/profile: changes a few fields (codename, headline, pitch, added skills). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => afterWrite(queryClient, result.profile),
  });
}

export function getCodenameAvailability(codename: string, signal?: AbortSignal): Promise<CodenameAvailability> {
  return api.get<CodenameAvailability>(
    `/api/profile/codename-availability?codename=${encodeURIComponent(codename)}`,
    { signal },
  );
}
