import { describe, expect, it } from "vitest";

import { preferenceStop } from "./request-preferences";

const all = { withSalary: true, atOrAboveMinimum: false, myWorkMode: true, verifiedCompanies: true };
const good = { salaryMin: "", salaryMax: "90000", workMode: "remote" as const };

describe("preferenceStop", () => {
  it("asks for a salary that reaches the minimum, compared here in the profile's currency by the year", () => {
    const minimum = { withSalary: false, atOrAboveMinimum: true, myWorkMode: false, verifiedCompanies: false };
    const berlin = { minSalary: 90000, country: "Germany" };
    const words = "This candidate accepts requests only at or above their minimum salary.";
    const eur = (salaryMax: string, salaryPeriod: "year" | "month" = "year") => ({
      salaryMin: "",
      salaryMax,
      salaryCurrency: "EUR",
      salaryPeriod,
      workMode: "" as const,
    });
    expect(preferenceStop(minimum, eur(""), "remote", true, berlin)).toBe(words);
    expect(preferenceStop(minimum, eur("89999"), "remote", true, berlin)).toBe(words);
    expect(preferenceStop(minimum, eur("90000"), "remote", true, berlin)).toBeNull();
    expect(preferenceStop(minimum, eur("8000", "month"), "remote", true, berlin)).toBeNull();
    expect(preferenceStop(minimum, { ...eur("5"), salaryCurrency: "USD" }, "remote", true, berlin)).toBeNull();
    expect(preferenceStop(minimum, eur(""), "remote", true, { minSalary: 0, country: "Germany" })).toBeNull();
  });

  it("stops nothing without preferences", () => {
    expect(preferenceStop(undefined, { ...good, salaryMax: "" }, "remote", false)).toBeNull();
    expect(preferenceStop({ withSalary: false, atOrAboveMinimum: false, myWorkMode: false, verifiedCompanies: false }, good, "hybrid", false)).toBeNull();
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
