import { describe, expect, it } from "vitest";

import { dayHeading, groupByLocalDay } from "./days";

const at = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString();

describe("activity days", () => {
  it("groups newest-first events by local calendar day", () => {
    const events = [
      { id: "a", occurredAt: at(2027, 1, 16, 9) },
      { id: "b", occurredAt: at(2027, 1, 16, 1) },
      { id: "c", occurredAt: at(2027, 1, 15, 23) },
      { id: "bad", occurredAt: "not a date" },
    ];
    const groups = groupByLocalDay(events);
    expect(groups.map((g) => [g.key, g.events.map((e) => e.id)])).toEqual([
      ["2027-01-16", ["a", "b"]],
      ["2027-01-15", ["c"]],
    ]);
    expect(groupByLocalDay([])).toEqual([]);
  });

  it("names today and yesterday, and dates the rest as the spec does", () => {
    const now = new Date(2027, 0, 16, 12);
    expect(dayHeading(new Date(2027, 0, 16), now)).toBe("Today");
    expect(dayHeading(new Date(2027, 0, 15), now)).toBe("Yesterday");
    expect(dayHeading(new Date(2027, 0, 3), now)).toBe("Jan 3, 2027");
  });
});
