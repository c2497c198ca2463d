import { describe, expect, it } from "vitest";

import { initials } from "@/lib/initials";

describe("initials", () => {
  it("takes the first letters of first and last name in upper case", () => {
    expect(initials("ada", "lovelace")).toBe("AL");
  });

  it("doubles the letter when only one name is known", () => {
    expect(initials("Grace", "")).toBe("GG");
    expect(initials(null, "hopper")).toBe("HH");
  });

  it("falls back to U without any name", () => {
    expect(initials("", "  ")).toBe("U");
    expect(initials(undefined, null)).toBe("U");
  });

  it("ignores surrounding spaces", () => {
    expect(initials("  ada ", " lovelace")).toBe("AL");
  });
});
