import { describe, expect, it } from "vitest";

import { resultsSummary, totalResults } from "./result-count";

describe("resultsSummary", () => {
  it("uses the spec's words for an exact total", () => {
    expect(resultsSummary({ currentPage: 2, totalPages: 3, totalResults: 25, totalIsEstimate: false })).toBe(
      "Showing page 2 of 3 (25 total results)",
    );
  });

  it("says about for an estimated total", () => {
    expect(resultsSummary({ currentPage: 1, totalPages: 1200, totalResults: 12000, totalIsEstimate: true })).toBe(
      "Showing page 1 of about 1,200 (about 12,000 total results)",
    );
    expect(totalResults({ currentPage: 1, totalPages: 1200, totalResults: 12000, totalIsEstimate: true })).toBe(
      "about 12,000",
    );
  });
});
