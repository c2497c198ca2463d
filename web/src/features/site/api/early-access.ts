import { useMutation } from "@tanstack/react-query";
import { z } from "@/lib/zod";

import { api, type Schemas } from "@/api/client";

export type EarlyAccessRequest = Schemas["EarlyAccessRequest"];
export type EarlyAccessResponse = Schemas["EarlyAccessResponse"];

/** docs/spec/core.md section 5; the same schema validates the form and what the mutation sends. */
export const earlyAccessSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email({ error: "Please enter a valid email address" })),
}) satisfies z.ZodMiniType<EarlyAccessRequest>;

export type EarlyAccessInput = z.input<typeof earlyAccessSchema>;

export function submitEarlyAccess(input: EarlyAccessInput): Promise<EarlyAccessResponse> {
  const body: EarlyAccessRequest = earlyAccessSchema.parse(input);
  return api.post<EarlyAccessResponse>("/api/early-access", body);
}

export function useEarlyAccessSignup() {
  return useMutation({ mutationFn: submitEarlyAccess });
}
