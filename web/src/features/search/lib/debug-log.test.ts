import { describe, expect, it } from "vitest";

import { appendLog, MAX_LOG_ENTRIES, type LogEntry } from "@/features/search/lib/debug-log";

const entry = (id: number): LogEntry => ({ id, at: new Date(0), level: "info", message: `#${id}` });

describe("appendLog", () => {
  it("keeps the newest entry first and at most 50", () => {
    let log: LogEntry[] = [];
    for (let id = 1; id <= 60; id++) log = appendLog(log, entry(id));
    expect(log).toHaveLength(MAX_LOG_ENTRIES);
    expect(log[0].id).toBe(60);
    expect(log.at(-1)?.id).toBe(11);
  });
});
