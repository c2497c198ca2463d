import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";
import { z } from "@/lib/zod";

import type { GenerateView } from "./types";

/** The generator form's fields; ids are opaque, so only presence is checked here. */
export const generateViewSchema = z.object({
  viewerId: z.string().check(z.trim(), z.minLength(1, "Enter the viewer's id")),
  viewedProfileId: z.string().check(z.trim(), z.minLength(1, "Enter the viewed profile's id")),
});

/** POST /api/profile-views/debug/generate (admin or development mode only). */
export function generateTestView(body: GenerateView): Promise<void> {
  return api.post<void>("/api/profile-views/debug/generate", generateViewSchema.parse(body));
}

export function useGenerateTestView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateTestView,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["profile-views"] }),
  });
}
