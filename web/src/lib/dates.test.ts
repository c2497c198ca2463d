import { format, formatDistanceStrict } from "date-fns";
import { describe, expect, it } from "vitest";

import { formatShortDate } from "@/lib/dates";
import { relativeTime, timeOfDay } from "@/lib/relative-time";

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

/** Offsets from a minute to three years, dense near every unit's edge. */
function offsets(): number[] {
  const minute = 60_000;
  const edges = [1, 59, 60, 61, 89, 90, 1439, 1440, 1441, 43_199, 43_200, 43_201, 525_599, 525_600, 525_601];
  const list = edges.flatMap((m) => [m * minute - 1, m * minute, m * minute + 1, m * minute + 29_999, m * minute + 30_001]);
  for (let m = 1; m < 3 * 525_600; m = Math.ceil(m * 1.07)) list.push(m * minute);
  return list.filter((ms) => ms >= minute);
}

describe("relativeTime", () => {
  const now = new Date(2027, 0, 15, 12, 0, 0);

  it("says what date-fns' formatDistanceStrict says, at every unit's edge", () => {
    const walked = offsets();
    expect(walked.length).toBeGreaterThan(100);
    for (const ms of walked) {
      const then = new Date(now.getTime() - ms);
      expect(relativeTime(then.toISOString(), now), `${ms} ms`).toBe(
        formatDistanceStrict(then, now, { addSuffix: true }),
      );
    }
  });

  it("says just now under a minute, and nothing for an unreadable value", () => {
    expect(relativeTime(new Date(now.getTime() - 59_999).toISOString(), now)).toBe("just now");
    expect(relativeTime("not a date", now)).toBe("");
  });
});

describe("timeOfDay", () => {
  it("reads as date-fns' localized time", () => {
    for (const hour of [0, 8, 12, 13, 23]) {
      const at = new Date(2027, 0, 15, hour, 3);
      expect(timeOfDay(at.toISOString())).toBe(format(at, "p"));
    }
    expect(timeOfDay("nope")).toBe("");
  });
});
