import { describe, expect, it } from "vitest";

import { preferenceStop } from "./request-preferences";

const all = { withSalary: true, myWorkMode: true, verifiedCompanies: true };
const good = { salaryMin: "", salaryMax: "90000", workMode: "remote" as const };

describe("preferenceStop", () => {
  it("stops nothing without preferences", () => {
    expect(preferenceStop(undefined, { ...good, salaryMax: "" }, "remote", false)).toBeNull();
    expect(preferenceStop({ withSalary: false, myWorkMode: false, verifiedCompanies: false }, good, "hybrid", false)).toBeNull();
  });

  it("names the first preference not met, in the server's words", () => {
    expect(preferenceStop(all, good, "remote", true)).toBeNull();
    expect(preferenceStop(all, good, "remote", false)).toBe("This candidate accepts requests only from verified companies.");
    expect(preferenceStop(all, { ...good, salaryMax: " " }, "remote", true)).toBe(
      "This candidate accepts requests only with a salary.",
    );
    expect(preferenceStop(all, { ...good, workMode: "" }, "onsite", true)).toBe(
      "This candidate accepts requests only for on-site work.",
    );
  });
});
