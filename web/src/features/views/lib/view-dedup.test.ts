import { describe, expect, it } from "vitest";

import {
  readRecordedViews,
  RECORDED_VIEWS_KEY,
  shouldRecordView,
  withRecordedView,
  writeRecordedViews,
} from "./view-dedup";

const t0 = 1_700_000_000_000;

describe("shouldRecordView", () => {
  it("records the first view of a profile", () => {
    expect(shouldRecordView({ profileId: "p1", isOwnProfile: false, recorded: {}, now: t0 })).toBe(true);
  });

  it("skips a repeat 29 s later", () => {
    expect(shouldRecordView({ profileId: "p1", isOwnProfile: false, recorded: { p1: t0 }, now: t0 + 29_000 })).toBe(false);
  });

  it("records again 31 s later (and at exactly 30 s)", () => {
    expect(shouldRecordView({ profileId: "p1", isOwnProfile: false, recorded: { p1: t0 }, now: t0 + 31_000 })).toBe(true);
    expect(shouldRecordView({ profileId: "p1", isOwnProfile: false, recorded: { p1: t0 }, now: t0 + 30_000 })).toBe(true);
  });

  it("keeps each profile's window apart", () => {
    expect(shouldRecordView({ profileId: "p2", isOwnProfile: false, recorded: { p1: t0 }, now: t0 + 1_000 })).toBe(true);
  });

  it("never records one's own profile", () => {
    expect(shouldRecordView({ profileId: "p1", isOwnProfile: true, recorded: {}, now: t0 })).toBe(false);
    expect(shouldRecordView({ profileId: "p1", isOwnProfile: true, recorded: { p1: t0 }, now: t0 + 60_000 })).toBe(false);
  });
});

describe("the recorded-views store", () => {
  it("drops expired entries when adding one", () => {
    expect(withRecordedView({ old: t0, fresh: t0 + 20_000 }, "p1", t0 + 40_000)).toEqual({
      fresh: t0 + 20_000,
      p1: t0 + 40_000,
    });
  });

  it("round-trips through storage and ignores garbage", () => {
    writeRecordedViews(sessionStorage, { p1: t0 });
    expect(readRecordedViews(sessionStorage)).toEqual({ p1: t0 });
    sessionStorage.setItem(RECORDED_VIEWS_KEY, "not json");
    expect(readRecordedViews(sessionStorage)).toEqual({});
    sessionStorage.setItem(RECORDED_VIEWS_KEY, JSON.stringify({ p1: "x", p2: 5 }));
    expect(readRecordedViews(sessionStorage)).toEqual({ p2: 5 });
    sessionStorage.removeItem(RECORDED_VIEWS_KEY);
  });
});
