import { describe, expect, it } from "vitest";

import { CURRENCY_COUNTRY_COUNT, currencyForCountry } from "@/lib/currency";

describe("currencyForCountry", () => {
  it("maps the spec's examples by English name", () => {
    expect(currencyForCountry("United States")).toEqual({ symbol: "$", code: "USD" });
    expect(currencyForCountry("United Kingdom")).toEqual({ symbol: "£", code: "GBP" });
    expect(currencyForCountry("Japan")).toEqual({ symbol: "¥", code: "JPY" });
    expect(currencyForCountry("India")).toEqual({ symbol: "₹", code: "INR" });
    expect(currencyForCountry("Australia")).toEqual({ symbol: "A$", code: "AUD" });
  });

  it("gives the euro to eurozone countries", () => {
    for (const country of ["Germany", "France", "Spain", "Italy", "Netherlands", "Ireland", "Finland"]) {
      expect(currencyForCountry(country)).toEqual({ symbol: "€", code: "EUR" });
    }
  });

  it("accepts ISO alpha-2 codes, any case and surrounding spaces", () => {
    expect(currencyForCountry("AU")).toEqual({ symbol: "A$", code: "AUD" });
    expect(currencyForCountry("gb")).toEqual({ symbol: "£", code: "GBP" });
    expect(currencyForCountry("  united kingdom ")).toEqual({ symbol: "£", code: "GBP" });
    expect(currencyForCountry("DE")).toEqual({ symbol: "€", code: "EUR" });
  });

  it("falls back to $ USD for unknown or empty countries", () => {
    expect(currencyForCountry("Atlantis")).toEqual({ symbol: "$", code: "USD" });
    expect(currencyForCountry("")).toEqual({ symbol: "$", code: "USD" });
    expect(currencyForCountry(null)).toEqual({ symbol: "$", code: "USD" });
    expect(currencyForCountry(undefined)).toEqual({ symbol: "$", code: "USD" });
  });

  it("knows about a hundred countries and regions", () => {
    expect(CURRENCY_COUNTRY_COUNT).toBeGreaterThanOrEqual(95);
    expect(CURRENCY_COUNTRY_COUNT).toBeLessThanOrEqual(130);
  });
});
