import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type DataExport = Schemas["DataExport"];
export type DataExportState = Schemas["DataExportState"];

const dataExportQueryKey = ["account", "data-export"] as const;

/** How often the card asks again while the ZIP is being prepared. */
export const PREPARING_REFRESH_MS = 2000;

export function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return api.get<DataExportState>("/api/account/data-export", { signal });
}

export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: dataExportQueryKey,
    queryFn: ({ signal }) => getDataExport(signal),
    // Refreshes by itself while the export is prepared, and not once it is finished.
    refetchInterval: (query) => (query.state.data?.export?.status === "preparing" ? PREPARING_REFRESH_MS : false),
  });
}

/** The signed-in person's export: preparing, ready (with its link) or failed; null when none. */
export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

export function startDataExport(): Promise<DataExport> {
  return api.post<DataExport>("/api/account/data-export");
}

/** Starts an export (or gets the one being prepared) and shows it at once. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (started) => queryClient.setQueryData(dataExportQueryKey, { export: started }),
  });
}
