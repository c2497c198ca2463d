import { describe, expect, it } from "vitest";

import type { SavedSearch } from "@/features/search/api/saved-searches";
import { criteriaOf, describeSearch, searchOfSaved, suggestedName } from "@/features/search/lib/saved-search";
import { emptySearch, type SearchState } from "@/features/search/lib/search-state";

const tampere: SearchState = {
  ...emptySearch,
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
  filters: {},
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
      filters: {},
    });
    expect(criteriaOf(emptySearch).jobType).toBeNull();
  });

  it("keeps the screening filters and order, and opens them again", () => {
    const screened: SearchState = { ...tampere, seniority: "senior", work: "DE:needs_sponsorship", sort: "newest" };
    const filters = criteriaOf(screened).filters;
    expect(filters).toEqual({ seniority: "senior", work: "DE:needs_sponsorship", sort: "newest" });
    expect(searchOfSaved({ ...saved, filters: filters ?? {} })).toEqual({ ...screened, q: "rust", page: 1 });
    expect(describeSearch(screened)).toBe(
      "“rust” · Remote · Tampere, Pirkanmaa, Finland (this location only) · Senior · Needs sponsorship in Germany",
    );
  });

  it("keeps two job types and a budget, figures as numbers, and opens them again", () => {
    const budgeted: SearchState = {
      ...tampere,
      jobType: "",
      jobTypes: "remote,hybrid",
      salaryMin: "60000",
      salaryMax: "90000",
      salaryCurrency: "EUR",
      salaryStatedOnly: true,
    };
    const filters = criteriaOf(budgeted).filters;
    expect(filters).toEqual({
      jobTypes: "remote,hybrid",
      salaryMin: 60000,
      salaryMax: 90000,
      salaryCurrency: "EUR",
      salaryStatedOnly: true,
    });
    expect(searchOfSaved({ ...saved, jobType: null, filters: filters ?? {} })).toEqual({ ...budgeted, q: "rust", page: 1 });
    expect(describeSearch(budgeted)).toBe(
      "“rust” · Remote or Hybrid · Tampere, Pirkanmaa, Finland (this location only) · Budget 60,000–90,000 EUR · Salary stated",
    );
    expect(describeSearch({ ...emptySearch, salaryMax: "90000" })).toBe("Budget up to 90,000 USD");
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
