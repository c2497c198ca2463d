import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import {
  employerShieldQueryKey,
  employerShieldQueryOptions,
  getEmployerShield,
  useEmployerShield,
  type EmployerShield,
  type ShieldEntry,
} from "@/api/employer-shield";

export { employerShieldQueryKey, employerShieldQueryOptions, getEmployerShield, useEmployerShield };
export type { EmployerShield, ShieldEntry };
export type ShieldEntryRequest = Schemas["ShieldEntryRequest"];

export type ShieldRequest = Schemas["ShieldRequest"];

/** PUT /api/employer-shield: replaces the whole list (and, when given, the switch for unverified recruiters). */
export function saveEmployerShield(request: ShieldRequest): Promise<EmployerShield> {
  return api.put<EmployerShield>("/api/employer-shield", request);
}

/** The entries as the request takes them. */
export function asRequest(entries: readonly ShieldEntry[]): ShieldEntryRequest[] {
  return entries.map((e) => ({ companyName: e.companyName, domain: e.domain ?? null }));
}

/** Adds `entry` to the saved list unless a company of that name is already on it. */
export async function addToEmployerShield(entry: ShieldEntryRequest): Promise<EmployerShield> {
  const current = await getEmployerShield();
  const name = entry.companyName.trim().toLowerCase();
  if (current.entries.some((e) => e.companyName.trim().toLowerCase() === name)) return current;
  return saveEmployerShield({ entries: [...asRequest(current.entries), entry] });
}

export function useSaveEmployerShield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmployerShield,
    onSuccess: (shield) => queryClient.setQueryData(employerShieldQueryKey, shield),
  });
}
