import { describe, expect, it } from "vitest";

import {
  chosenJobTypes,
  emptySearch,
  hasFilters,
  locationLabel,
  parseSearchState,
  toSearchParams,
  type SearchState,
} from "@/features/search/lib/search-state";
import { widenedNote } from "@/features/search/lib/widened-note";

describe("search state in the address bar", () => {
  it("survives a round trip through the URL", () => {
    const state: SearchState = {
      q: "rust engineer",
      jobType: "hybrid",
      city: "Sydney",
      state: "New South Wales",
      country: "Australia",
      flexible: false,
      page: 3,
      seniority: "senior",
      availability: "now",
      work: "DE:needs_sponsorship",
      language: "de:professional",
      relocate: "NL",
      skills: "Rust, Go",
      sort: "newest",
      jobTypes: "",
      salaryMin: "60000",
      salaryMax: "90000",
      salaryCurrency: "EUR",
      salaryStatedOnly: true,
    };
    const url = `/search-candidates?${toSearchParams(state).toString()}`;
    expect(parseSearchState(new URL(url, "http://veil.test").searchParams)).toEqual(state);
  });

  it("leaves empty values and page 1 out of the URL", () => {
    expect(toSearchParams(emptySearch).toString()).toBe("");
    expect(toSearchParams({ ...emptySearch, q: "  go  ", page: 1 }).toString()).toBe("q=go");
    expect(toSearchParams({ ...emptySearch, flexible: false }).toString()).toBe("flexible=false");
  });

  it("reads screening filters forgivingly: unknown values filter nothing", () => {
    const state = parseSearchState(
      new URLSearchParams("seniority=guru&work=de:maybe&language=xxx&relocate=atlantis&sort=salary&availability=now"),
    );
    expect(state).toEqual({ ...emptySearch, work: "DE", availability: "now" });
    expect(hasFilters(state)).toBe(true);
    expect(toSearchParams({ ...emptySearch, sort: "relevance" }).toString()).toBe("");
  });

  it("keeps two job types and a budget, and reads them forgivingly", () => {
    const state = parseSearchState(
      new URLSearchParams("jobTypes=hybrid,REMOTE,office&salaryMin=80000&salaryMax=lots&salaryCurrency=gbp&salaryStatedOnly=yes"),
    );
    expect(state).toEqual({ ...emptySearch, jobTypes: "remote,hybrid", salaryMin: "80000", salaryCurrency: "GBP" });
    expect(chosenJobTypes(state)).toEqual(["remote", "hybrid"]);
    expect(chosenJobTypes({ jobType: "onsite", jobTypes: "" })).toEqual(["onsite"]);
    expect(toSearchParams(state).toString()).toBe("jobTypes=remote%2Chybrid&salaryMin=80000&salaryCurrency=GBP");
    // One job type is the spec's filter; a currency alone is kept but filters nothing.
    expect(parseSearchState(new URLSearchParams("jobTypes=remote")).jobTypes).toBe("");
    expect(toSearchParams({ ...emptySearch, salaryCurrency: "EUR" }).toString()).toBe("salaryCurrency=EUR");
    expect(hasFilters({ ...emptySearch, salaryCurrency: "EUR" })).toBe(false);
    expect(hasFilters({ ...emptySearch, salaryMax: "100000" })).toBe(true);
    expect(parseSearchState(new URLSearchParams("salaryMin=1000000001")).salaryMin).toBe("");
  });

  it("reads an empty query as the newest-candidates browse list", () => {
    const state = parseSearchState(new URLSearchParams(""));
    expect(state).toEqual(emptySearch);
    expect(hasFilters(state)).toBe(false);
  });

  it("falls back to no filter and page 1 for values it does not know", () => {
    const state = parseSearchState(new URLSearchParams("jobType=office&page=-2"));
    expect(state.jobType).toBe("");
    expect(state.page).toBe(1);
    expect(parseSearchState(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseSearchState(new URLSearchParams("jobType=Remote")).jobType).toBe("remote");
  });

  it("counts keyword, job type and location as filters", () => {
    expect(hasFilters({ ...emptySearch, q: "x" })).toBe(true);
    expect(hasFilters({ ...emptySearch, q: "   " })).toBe(false);
    expect(hasFilters({ ...emptySearch, jobType: "remote" })).toBe(true);
    expect(hasFilters({ ...emptySearch, country: "Australia" })).toBe(true);
  });

  it("writes the location as 'City, State, Country' without empty parts", () => {
    expect(locationLabel({ city: "Perth", state: "", country: "Australia" })).toBe("Perth, Australia");
  });
});

describe("widenedNote", () => {
  const sydney = { city: "Sydney", state: "New South Wales", country: "Australia" };

  it("says nothing when the place itself had candidates", () => {
    expect(widenedNote(sydney, "none")).toBeNull();
  });

  it("names the place asked for and the wider one shown", () => {
    expect(widenedNote(sydney, "state")).toBe("No candidates in Sydney; showing candidates in New South Wales.");
    expect(widenedNote(sydney, "country")).toBe("No candidates in Sydney; showing candidates in Australia.");
    expect(widenedNote({ city: "", state: "Tasmania", country: "Australia" }, "country")).toBe(
      "No candidates in Tasmania; showing candidates in Australia.",
    );
  });
});
