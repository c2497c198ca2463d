import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

import { savedSearchesQueryKey, type SavedSearch } from "./saved-searches";

export type UpdateSavedSearch = Schemas["UpdateSavedSearch"];

/** PATCH /api/saved-searches/{id}: a new name and/or alerts on or off. */
export function updateSavedSearch({ id, ...body }: UpdateSavedSearch & { id: string }): Promise<SavedSearch> {
  return api.patch<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}`, body);
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
