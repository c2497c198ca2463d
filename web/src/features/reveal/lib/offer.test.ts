import { describe, expect, it } from "vitest";

import { formatOfferSalary, isBelowMinimum, offerRows, type Offer } from "./offer";

const offer = (o: Partial<Offer>): Offer => ({ salaryCurrency: "EUR", salaryPeriod: "year", ...o }) as Offer;

describe("isBelowMinimum", () => {
  const berlin = { minSalary: 90_000, country: "Germany" };

  it("compares the offer's maximum with the job seeker's minimum in the same currency", () => {
    expect(isBelowMinimum(offer({ salaryMin: 70_000, salaryMax: 85_000 }), berlin)).toBe(true);
    expect(isBelowMinimum(offer({ salaryMin: 70_000, salaryMax: 95_000 }), berlin)).toBe(false);
    expect(isBelowMinimum(offer({ salaryMax: 90_000 }), berlin)).toBe(false);
  });

  it("uses the minimum when the offer gives no maximum", () => {
    expect(isBelowMinimum(offer({ salaryMin: 60_000 }), berlin)).toBe(true);
    expect(isBelowMinimum(offer({ salaryMin: 100_000 }), berlin)).toBe(false);
  });

  it("never compares across currencies or periods, nor without a minimum", () => {
    expect(isBelowMinimum(offer({ salaryMax: 10, salaryCurrency: "USD" }), berlin)).toBe(false);
    expect(isBelowMinimum(offer({ salaryMax: 10, salaryPeriod: "month" }), berlin)).toBe(false);
    expect(isBelowMinimum(offer({ salaryMax: 10 }), { minSalary: 0, country: "Germany" })).toBe(false);
    expect(isBelowMinimum(null, berlin)).toBe(false);
  });
});

describe("offer display", () => {
  it("reads the salary with its currency and period", () => {
    expect(formatOfferSalary(offer({ salaryMin: 70_000, salaryMax: 85_000 }))).toBe("EUR 70,000 – 85,000 a year");
    expect(formatOfferSalary(offer({ salaryMin: 50, salaryPeriod: "hour" }))).toBe("EUR from 50 an hour");
    expect(formatOfferSalary(offer({ salaryMax: 5_000, salaryPeriod: "month" }))).toBe("EUR up to 5,000 a month");
    expect(formatOfferSalary({} as Offer)).toBe("");
  });

  it("lists only the fields that were given", () => {
    expect(offerRows(offer({ roleTitle: "SRE", workMode: "hybrid" }))).toEqual([
      { label: "Role", value: "SRE" },
      { label: "Work mode", value: "Hybrid" },
    ]);
    expect(offerRows(null)).toEqual([]);
  });
});
