/** The debug page keeps at most this many log entries (docs/spec/features.md section 9). */
export const MAX_LOG_ENTRIES = 50;

export type LogLevel = "info" | "error";
export type LogEntry = { id: number; at: Date; level: LogLevel; message: string };

/** Adds an entry at the top and drops the oldest beyond the limit. */
export function appendLog(entries: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  return [entry, ...entries].slice(0, MAX_LOG_ENTRIES);
}
