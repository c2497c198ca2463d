import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";
import { serverPaths } from "@/app/paths";
import { sessionQueryKey } from "@/features/accounts/api/session";

export function signOut(): Promise<unknown> {
  return api.post<unknown>(serverPaths.logout);
}

/** Signs out; on success the cached session becomes "signed out" and user data is dropped. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      // Anything cached for the previous user must not outlive the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
