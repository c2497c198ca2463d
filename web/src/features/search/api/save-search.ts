import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { z } from "@/lib/zod";

import { savedSearchesQueryKey, type SavedSearch } from "./saved-searches";

export type CreateSavedSearch = Schemas["CreateSavedSearch"];

/** The server's limits, in the words the dialog shows. */
export const MAX_NAME_CHARS = 80;

export const searchNameSchema = z
  .string()
  .trim()
  .min(1, "Please give this search a name.")
  .max(MAX_NAME_CHARS, `Please use a name of at most ${MAX_NAME_CHARS} characters.`);

/** The dialog's fields. */
export const saveSearchFormSchema = z.object({
  name: searchNameSchema,
  alerts: z.boolean(),
});
export type SaveSearchForm = z.infer<typeof saveSearchFormSchema>;

/** POST /api/saved-searches: 409 when the name is taken or 50 searches are saved. */
export function saveSearch(body: CreateSavedSearch): Promise<SavedSearch> {
  return api.post<SavedSearch>("/api/saved-searches", { ...body, name: searchNameSchema.parse(body.name) });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
