import { useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type AssistantAbout = Schemas["AssistantAbout"];

/** GET /api/assistant/about: which generator writes the assistant's text, and what it is sent. */
export function useAssistantAbout() {
  return useQuery({
    queryKey: ["assistant-about"],
    queryFn: ({ signal }) => api.get<AssistantAbout>("/api/assistant/about", { signal }),
    staleTime: Infinity,
  });
}

/** The generator in words: Veil's own, or the configured model by name. */
export function generatorName(about: AssistantAbout): string {
  return about.generator === "model" && about.model
    ? `the ${about.model} model, through the AI service this Veil is configured with`
    : "Veil's built-in generator, which runs on Veil's own server";
}
