import { describe, expect, it } from "vitest";

import { jobTypeOrDefault, salaryFromInput, statusLabel, statusOrDefault } from "./profile-options";

describe("profile options", () => {
  it("falls back to remote and active as the spec says", () => {
    expect(jobTypeOrDefault("Hybrid")).toBe("hybrid");
    expect(jobTypeOrDefault("freelance")).toBe("remote");
    expect(jobTypeOrDefault(undefined)).toBe("remote");
    expect(statusOrDefault(" HIDDEN ")).toBe("hidden");
    expect(statusOrDefault("paused")).toBe("active");
  });

  it("labels the status badge, Unknown otherwise", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("passive")).toBe("Passive");
    expect(statusLabel("hidden")).toBe("Hidden");
    expect(statusLabel("")).toBe("Unknown");
    expect(statusLabel(null)).toBe("Unknown");
  });

  it.each([
    ["", 0],
    ["abc", 0],
    ["120000", 120000],
    ["120,000", 120000],
    ["A$ 95 000", 95000],
    ["-5", 5],
    ["85000.50", 85000],
    ["85.000", 85000],
    ["99999999999999", 1_000_000_000],
  ])("reads the salary input %j as %i", (text, value) => {
    expect(salaryFromInput(text)).toBe(value);
  });
});
