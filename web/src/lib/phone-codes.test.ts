import { describe, expect, it } from "vitest";

import { PHONE_COUNTRY_CODES } from "@/lib/phone-codes";

describe("PHONE_COUNTRY_CODES", () => {
  it("lists 44 countries", () => {
    expect(PHONE_COUNTRY_CODES).toHaveLength(44);
    expect(new Set(PHONE_COUNTRY_CODES.map((c) => c.label)).size).toBe(44);
  });

  it("is sorted by label", () => {
    const labels = PHONE_COUNTRY_CODES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("includes the spec's examples, labelled with their code", () => {
    const codes = PHONE_COUNTRY_CODES.map((c) => c.code);
    for (const code of ["+1", "+44", "+61", "+91", "+49"]) expect(codes).toContain(code);
    expect(PHONE_COUNTRY_CODES).toContainEqual({ code: "+61", label: "Australia (+61)" });
    for (const { code, label } of PHONE_COUNTRY_CODES) expect(label.endsWith(`(${code})`)).toBe(true);
  });
});
