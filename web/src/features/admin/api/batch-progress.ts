import { api, type Schemas } from "@/api/client";

export type BatchProgress = Schemas["BatchProgress"];

/** How often the page asks how far a send has got. */
export const BATCH_POLL_MS = 1000;

/** GET /api/admin/emails/batches/{batchId}: how many of a send are sent, captured, failed or still queued. */
export function getBatchProgress(batchId: string, signal?: AbortSignal): Promise<BatchProgress> {
  return api.get<BatchProgress>(`/api/admin/emails/batches/${encodeURIComponent(batchId)}`, { signal });
}
