import { describe, expect, it } from "vitest";

import { normalizeCodename, validateCodename } from "@/lib/codename";

describe("validateCodename", () => {
  it("accepts 3 to 30 lowercase letters, digits and hyphens", () => {
    expect(validateCodename("quiet-fox-42")).toBeNull();
    expect(validateCodename("abc")).toBeNull();
    expect(validateCodename("a".repeat(30))).toBeNull();
  });

  it("gives the spec's messages", () => {
    expect(validateCodename("")).toBe("Codename is required");
    expect(validateCodename("   ")).toBe("Codename is required");
    expect(validateCodename("ab")).toBe("Codename must be at least 3 characters");
    expect(validateCodename("a".repeat(31))).toBe("Codename must be less than 30 characters");
    for (const bad of ["quiet fox", "quiet_fox", "fox!", "renée", "fox🦊"]) {
      expect(validateCodename(bad)).toBe("Only lowercase letters, numbers, and hyphens are allowed");
    }
  });

  it("checks the trimmed, lowercased value, as the server does", () => {
    expect(validateCodename("  Quiet-Fox-42 ")).toBeNull();
    expect(normalizeCodename("  Quiet-Fox-42 ")).toBe("quiet-fox-42");
  });
});
