import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, fetchFile, type Schemas } from "@/api/client";
import { saveFile } from "@/lib/save-file";

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

/**
 * The signed-in person's export: preparing, ready (with its link), failed or withdrawn
 * (it held the identity of a candidate who no longer shares it); null when none.
 */
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

/**
 * Downloads a ready export through its link. Fetched rather than followed, so an export
 * withdrawn since the page loaded (a 410 with the server's words) shows as a message on
 * the card instead of a broken download; the card then shows its state anew.
 */
export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => saveFile(await fetchFile(url), "veil-data.zip"),
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportQueryKey }),
  });
}
