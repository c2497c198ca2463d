import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { sessionQueryKey, updateCachedSession } from "@/api/session";

export type RoleChoice = Schemas["RoleChoice"];
export type SessionRoles = Schemas["SessionRoles"];

export function setRole(role: RoleChoice): Promise<SessionRoles> {
  const body: Schemas["RoleRequest"] = { role };
  return api.put<SessionRoles>("/api/roles", body);
}

/**
 * Sets the roles chosen on /onboarding-role. The cached session takes the new roles at
 * once (so the role guards of the next page let the person in) and is then refreshed;
 * the mutation settles only after that refresh.
 */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: (roles) => {
      updateCachedSession(queryClient, (session) => ({ ...session, roles }));
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
