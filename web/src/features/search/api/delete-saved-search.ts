import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";

import { savedSearchesQueryKey } from "./saved-searches";

/** DELETE /api/saved-searches/{id}. */
export function deleteSavedSearch(id: string): Promise<void> {
  return api.delete<void>(`/api/saved-searches/${encodeURIComponent(id)}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
