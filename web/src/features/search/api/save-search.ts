import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

import { savedSearchesQueryKey, type SavedSearch } from "./saved-searches";

export type CreateSavedSearch = Schemas["CreateSavedSearch"];

/**
 * POST /api/saved-searches: 409 when the name is taken or 50 searches are saved. The name
 * comes from the dialog's form, which checked it (lib/search-name.ts).
 */
export function saveSearch(body: CreateSavedSearch): Promise<SavedSearch> {
  return api.post<SavedSearch>("/api/saved-searches", { ...body, name: body.name.trim() });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
