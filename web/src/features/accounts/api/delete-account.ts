import { useMutation } from "@tanstack/react-query";

import { api } from "@/api/client";

/** Deletes the account and everything that belongs to it; the server also ends the session. */
export function deleteAccount(): Promise<unknown> {
  return api.delete<unknown>("/api/account");
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
