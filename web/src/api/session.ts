import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";

import { api, isApiError, retryUnlessRefused, type Schemas } from "@/api/client";

export type Session = Schemas["SessionResponse"];

export const sessionQueryKey = ["session"] as const;

/**
 * The signed-in session, or null when signed out. `optional=true` makes the server answer
 * a signed-out visitor with 200 and null rather than 401, which browsers log as an error.
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return (await api.get<Session | null>("/api/session?optional=true", { signal })) ?? null;
  } catch (error) {
    // Other clients (and older servers) still answer 401.
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** Changes the cached session in place (no request); does nothing when signed out. */
export function updateCachedSession(queryClient: QueryClient, update: (session: Session) => Session): void {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) => (session ? update(session) : session));
}

/**
 * After sign-out or account deletion: the cached session becomes "signed out" and every
 * other cached answer (which belonged to the previous person) is dropped.
 */
export function forgetCachedUser(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
