import { isApiError } from "@/api/client";

export type SyncFailure = { title: string; description: string };

/**
 * The toast for a failed index sync (docs/spec/features.md section 8, 'Search index sync'): refused
 * for lack of rights or a session -> 'Typesense Sync Error'; any other error answer ->
 * 'Typesense Sync Failed'; no answer at all -> 'Typesense Sync Exception'.
 */
export function syncFailure(error: unknown): SyncFailure {
  const description = error instanceof Error && error.message ? error.message : "An unknown error occurred";
  if (isApiError(error) && (error.status === 401 || error.status === 403)) {
    return { title: "Typesense Sync Error", description };
  }
  if (isApiError(error) && error.status > 0) return { title: "Typesense Sync Failed", description };
  return { title: "Typesense Sync Exception", description };
}
