import { describe, expect, it } from "vitest";

import { formatFacetCount } from "@/features/search/lib/facet-count";

describe("facet counts", () => {
  it("are shown exactly, grouped by thousands", () => {
    expect(formatFacetCount(0)).toBe("0");
    expect(formatFacetCount(12)).toBe("12");
    expect(formatFacetCount(1204)).toBe("1,204");
  });
});
