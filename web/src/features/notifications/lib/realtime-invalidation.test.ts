import { describe, expect, it } from "vitest";

import { queryKeysFor } from "./realtime-invalidation";

describe("queryKeysFor", () => {
  it("refreshes the bell on a notification", () => {
    expect(queryKeysFor("notification")).toEqual([["notifications"]]);
  });

  it("refreshes both request lists, search cards, candidate pages and the session on a reveal request change", () => {
    expect(queryKeysFor("reveal_request")).toEqual([["reveal-requests"], ["search", "candidates"], ["candidate"], ["session"]]);
  });

  it("refreshes everything live on resync and after a reconnect", () => {
    const everything = [["notifications"], ["reveal-requests"], ["search", "candidates"], ["candidate"], ["session"]];
    expect(queryKeysFor("resync")).toEqual(everything);
    expect(queryKeysFor("reconnect")).toEqual(everything);
  });
});
