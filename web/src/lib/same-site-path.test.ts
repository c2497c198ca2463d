import { describe, expect, it } from "vitest";

import { isSameSitePath } from "@/lib/same-site-path";

describe("isSameSitePath", () => {
  it("accepts paths on this site", () => {
    expect(isSameSitePath("/reveal-requests")).toBe(true);
    expect(isSameSitePath("/candidate/abc?x=1#top")).toBe(true);
  });

  it("rejects other origins and tricks", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "evil", "", null, "/a\nb"]) {
      expect(isSameSitePath(value)).toBe(false);
    }
  });
});
