import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";

import { savedSearchesQueryKey, type SavedSearch } from "./saved-searches";

/** POST /api/saved-searches/{id}/open: its new matches count as seen; answers the search. */
export function openSavedSearch(id: string): Promise<SavedSearch> {
  return api.post<SavedSearch>(`/api/saved-searches/${encodeURIComponent(id)}/open`);
}

export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
