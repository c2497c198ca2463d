import { useMutation } from "@tanstack/react-query";

import { api } from "@/api/client";
import { serverPaths } from "@/lib/paths";

export function signOut(): Promise<unknown> {
  return api.post<unknown>(serverPaths.logout);
}

/**
 * Ends the session on the server. What happens in this browser afterwards (leave the page,
 * forget the person's data) is `useLeaveAccount`'s job, shared with account deletion.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
