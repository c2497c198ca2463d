import { describe, expect, it } from "vitest";

import { formatShortDate } from "@/lib/dates";

describe("formatShortDate", () => {
  it("shows short month, day and year", () => {
    expect(formatShortDate("2025-03-05T12:00:00Z")).toBe("Mar 5, 2025");
    expect(formatShortDate(new Date(2024, 11, 31))).toBe("Dec 31, 2024");
  });

  it("gives nothing for a missing or unreadable date", () => {
    expect(formatShortDate(null)).toBe("");
    expect(formatShortDate("not a date")).toBe("");
  });
});

describe("formatShortDate on calendar dates", () => {
  it("reads a date without a time as that day, wherever the browser is", () => {
    expect(formatShortDate("2025-03-05")).toBe("Mar 5, 2025");
    expect(formatShortDate("2025-01-01")).toBe("Jan 1, 2025");
  });

  it("reads a local date and time as given", () => {
    expect(formatShortDate("2025-12-31T23:30:00")).toBe("Dec 31, 2025");
  });
});
