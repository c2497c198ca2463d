import { describe, expect, it } from "vitest";

import { formatLocation, formatSalaryInput, formatSalaryRange, parseSalaryInput } from "@/lib/salary";

describe("formatSalaryRange", () => {
  it("says so when neither value is given (0 counts as not given)", () => {
    expect(formatSalaryRange(null, undefined)).toBe("Salary not specified");
    expect(formatSalaryRange(0, 0, "Japan")).toBe("Salary not specified");
  });

  it("shows both ends with the country's currency symbol and thousands separators", () => {
    expect(formatSalaryRange(50000, 150000)).toBe("$50,000 - $150,000");
    expect(formatSalaryRange(90000, 120000, "United Kingdom")).toBe("£90,000 - £120,000");
    expect(formatSalaryRange(1200000, 2500000, "IN")).toBe("₹1,200,000 - ₹2,500,000");
  });

  it("shows only a minimum as From", () => {
    expect(formatSalaryRange(80000, 0, "Australia")).toBe("From A$80,000");
    expect(formatSalaryRange(80000, null)).toBe("From $80,000");
  });

  it("shows only a maximum as Up to", () => {
    expect(formatSalaryRange(0, 95000, "Germany")).toBe("Up to €95,000");
    expect(formatSalaryRange(undefined, 95000, "Nowhere")).toBe("Up to $95,000");
  });
});

describe("formatLocation", () => {
  it("falls back to 'Location not specified'", () => {
    expect(formatLocation("Sydney, New South Wales, Australia")).toBe("Sydney, New South Wales, Australia");
    expect(formatLocation("  ")).toBe("Location not specified");
    expect(formatLocation(null)).toBe("Location not specified");
    expect(formatLocation()).toBe("Location not specified");
  });
});

describe("salary inputs", () => {
  it("parses text to a number keeping digits, dot and minus; empty is 0", () => {
    expect(parseSalaryInput("$120,000")).toBe(120000);
    expect(parseSalaryInput("1,234.5")).toBe(1234.5);
    expect(parseSalaryInput("")).toBe(0);
    expect(parseSalaryInput("abc")).toBe(0);
  });

  it("formats for display with thousands separators", () => {
    expect(formatSalaryInput(150000)).toBe("150,000");
    expect(formatSalaryInput("1234567")).toBe("1,234,567");
    expect(formatSalaryInput(0)).toBe("");
    expect(formatSalaryInput("")).toBe("");
  });
});
