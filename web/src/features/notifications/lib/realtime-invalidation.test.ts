import { describe, expect, it } from "vitest";

import { queryKeysFor } from "./realtime-invalidation";

describe("queryKeysFor", () => {
  it("refreshes the bell on a notification", () => {
    expect(queryKeysFor("notification")).toEqual([["notifications"]]);
  });

  it("refreshes both request lists, search cards, candidate pages, the session and threads on a reveal request change", () => {
    expect(queryKeysFor("reveal_request")).toEqual([
      ["reveal-requests"],
      ["search", "candidates"],
      ["candidate"],
      ["session"],
      ["reveal-threads"],
    ]);
  });

  it("refreshes the threads and their unread counts on a message", () => {
    expect(queryKeysFor("reveal_message")).toEqual([["reveal-threads"]]);
  });

  it("refreshes everything live on resync and after a reconnect", () => {
    const everything = [
      ["notifications"],
      ["reveal-requests"],
      ["search", "candidates"],
      ["candidate"],
      ["session"],
      ["reveal-threads"],
    ];
    expect(queryKeysFor("resync")).toEqual(everything);
    expect(queryKeysFor("reconnect")).toEqual(everything);
  });
});
