import { describe, expect, it } from "vitest";

import { formatFacetCount, profilesAfter } from "@/features/search/lib/facet-count";

describe("facet counts", () => {
  it("are shown exactly, grouped by thousands", () => {
    expect(formatFacetCount(0)).toBe("0");
    expect(formatFacetCount(12)).toBe("12");
    expect(formatFacetCount(1204)).toBe("1,204");
  });

  it("are read out with the right number", () => {
    expect(`${formatFacetCount(1)}${profilesAfter(1)}`).toBe("1 profile");
    expect(`${formatFacetCount(0)}${profilesAfter(0)}`).toBe("0 profiles");
  });
});
