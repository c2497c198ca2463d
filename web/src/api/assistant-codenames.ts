import { useMutation } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type CodenameRequest = Schemas["CodenameRequest"];
export type CodenameSuggestions = Schemas["CodenameSuggestions"];

/**
 * Codenames from a job title, each valid and not taken. A 422 `no_unique_codenames`
 * carries 'No unique codenames were generated, please try again with different keywords'.
 */
export function generateCodenames(body: CodenameRequest): Promise<CodenameSuggestions> {
  return api.post<CodenameSuggestions>("/api/assistant/codenames", body);
}

export function useGenerateCodenames() {
  return useMutation({ mutationFn: generateCodenames });
}
