import { useMutation } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type GenerateKind = Schemas["GenerateKind"];
export type GenerateRequest = Schemas["GenerateRequest"];
export type GenerateResponse = Schemas["GenerateResponse"];

/**
 * A headline (input: a job title or keywords), skills (input: the headline; the result is
 * comma-separated) or a pitch (input: strengths; `existingSkills` comma-joined).
 * Errors are ApiErrors with the server's words: 422 for empty input, 502 with
 * `assistant_timeout`, `assistant_unavailable` or `assistant_invalid_response`.
 */
export function generateText(body: GenerateRequest): Promise<GenerateResponse> {
  return api.post<GenerateResponse>("/api/assistant/generate", body);
}

export function useGenerateText() {
  return useMutation({ mutationFn: generateText });
}
