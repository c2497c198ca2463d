/**
 * Runs speculative work (fetching chunks the visitor will likely need) once the browser is
 * idle. Skipped when the visitor asked to save data. Returns the cancel.
 */
export function prefetchWhenIdle(run: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return () => undefined;
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 2_000);
  return () => window.clearTimeout(handle);
}
