import { describe, expect, it } from "vitest";

import { pageItems } from "@/features/search/lib/pagination";

describe("pageItems", () => {
  it("lists nothing when there are no pages", () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("lists every page when there are 7 or fewer", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps first, last and the current page with its neighbours beyond 7 pages", () => {
    expect(pageItems(10, 20)).toEqual([1, "start-ellipsis", 9, 10, 11, "end-ellipsis", 20]);
  });

  it("shows no gap at the start when the current page is near it", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, "end-ellipsis", 20]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, "end-ellipsis", 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, "end-ellipsis", 20]);
  });

  it("shows the single hidden page instead of an ellipsis", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 20]);
    expect(pageItems(17, 20)).toEqual([1, "start-ellipsis", 16, 17, 18, 19, 20]);
  });

  it("shows no gap at the end when the current page is near it", () => {
    expect(pageItems(20, 20)).toEqual([1, "start-ellipsis", 19, 20]);
    expect(pageItems(19, 20)).toEqual([1, "start-ellipsis", 18, 19, 20]);
  });

  it("clamps a current page outside the range", () => {
    expect(pageItems(99, 8)).toEqual(pageItems(8, 8));
    expect(pageItems(0, 8)).toEqual(pageItems(1, 8));
  });

  it("starts at 8 pages with gaps", () => {
    expect(pageItems(5, 8)).toEqual([1, "start-ellipsis", 4, 5, 6, 7, 8]);
  });
});
