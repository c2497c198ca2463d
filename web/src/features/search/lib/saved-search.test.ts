import { describe, expect, it } from "vitest";

import type { SavedSearch } from "@/features/search/api/saved-searches";
import { criteriaOf, describeSearch, searchOfSaved, suggestedName } from "@/features/search/lib/saved-search";
import { emptySearch, type SearchState } from "@/features/search/lib/search-state";

const tampere: SearchState = {
  q: " rust ",
  jobType: "remote",
  city: "Tampere",
  state: "Pirkanmaa",
  country: "Finland",
  flexible: false,
  page: 3,
};

const saved: SavedSearch = {
  id: "0190a1b2-c3d4-7e5f-8a6b-0c1d2e3f4a5b",
  name: "Rust in Tampere",
  keyword: "rust",
  jobType: "remote",
  city: "Tampere",
  state: "Pirkanmaa",
  country: "Finland",
  flexible: false,
  alerts: true,
  newCount: 2,
  openedAt: "2026-11-27T06:00:00.000Z",
  checkedAt: "2026-11-27T06:10:00.000Z",
  createdAt: "2026-11-27T06:00:00.000Z",
};

describe("saved searches and the search page", () => {
  it("keeps the page's criteria, not its page number", () => {
    expect(criteriaOf(tampere)).toEqual({
      keyword: "rust",
      jobType: "remote",
      city: "Tampere",
      state: "Pirkanmaa",
      country: "Finland",
      flexible: false,
    });
    expect(criteriaOf(emptySearch).jobType).toBeNull();
  });

  it("opens a saved search on the first page", () => {
    expect(searchOfSaved(saved)).toEqual({ ...tampere, q: "rust", page: 1 });
    expect(searchOfSaved({ ...saved, jobType: null }).jobType).toBe("");
  });

  it("describes the criteria in one line", () => {
    expect(describeSearch(tampere)).toBe("“rust” · Remote · Tampere, Pirkanmaa, Finland (this location only)");
    expect(describeSearch({ ...emptySearch, country: "Finland" })).toBe("Finland");
    expect(describeSearch(emptySearch)).toBe("Every new profile");
  });

  it("suggests a name from the keyword and the place", () => {
    expect(suggestedName(tampere)).toBe("rust in Tampere");
    expect(suggestedName({ ...emptySearch, q: "go" })).toBe("go");
    expect(suggestedName(emptySearch)).toBe("All candidates");
    expect(suggestedName({ ...emptySearch, q: "x".repeat(100) })).toHaveLength(80);
  });
});
