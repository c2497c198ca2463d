import { describe, expect, it } from "vitest";

import { csvUrl, filterQuery, isFiltered, noFilter } from "./filters";

describe("activity filters", () => {
  it("sends only the filters that are set", () => {
    expect(filterQuery(noFilter)).toBe("");
    expect(filterQuery({ kind: "profile_viewed", company: "" })).toBe("kind=profile_viewed");
    expect(filterQuery({ kind: "", company: "Acme & Sons" }, 2)).toBe("company=Acme+%26+Sons&page=2");
    expect(filterQuery(noFilter, 1)).toBe("");
  });

  it("downloads with the same filters", () => {
    expect(csvUrl(noFilter)).toBe("/api/privacy-activity/csv");
    expect(csvUrl({ kind: "identity_served", company: "=Evil" })).toBe(
      "/api/privacy-activity/csv?kind=identity_served&company=%3DEvil",
    );
  });

  it("knows when anything is filtered", () => {
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ kind: "", company: "Acme" })).toBe(true);
  });
});
