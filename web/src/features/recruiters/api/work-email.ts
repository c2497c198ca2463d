import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { employerQueryKey, type EmployerProfile } from "@/api/employer";

export type CodeSent = Schemas["CodeSent"];

/** POST /api/employer/work-email: sends a 6-digit code to a work address at the company's domain. */
export function sendWorkEmailCode(email: string): Promise<CodeSent> {
  return api.post<CodeSent>("/api/employer/work-email", { email });
}

export function useSendWorkEmailCode() {
  return useMutation({ mutationFn: sendWorkEmailCode });
}

/** POST /api/employer/work-email/code: the right code verifies its domain; answers the company profile. */
export function enterWorkEmailCode(code: string): Promise<EmployerProfile> {
  return api.post<EmployerProfile>("/api/employer/work-email/code", { code });
}

export function useEnterWorkEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterWorkEmailCode,
    onSuccess: (employer) => queryClient.setQueryData(employerQueryKey, employer),
  });
}
