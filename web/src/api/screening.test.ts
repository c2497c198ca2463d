import { describe, expect, it } from "vitest";

import { COUNTRIES, LANGUAGES, countryName, emptyScreening, isCountry, screeningLines } from "@/api/screening";

describe("screening", () => {
  it("lists each country and language once", () => {
    expect(new Set(COUNTRIES.map(([code]) => code)).size).toBe(COUNTRIES.length);
    expect(new Set(LANGUAGES.map(([code]) => code)).size).toBe(LANGUAGES.length);
    expect(countryName("de")).toBe("Germany");
    expect(isCountry("XX")).toBe(false);
  });

  it("says nothing for a profile that gave nothing, and one line per field it gave", () => {
    expect(screeningLines(emptyScreening)).toEqual([]);
    expect(screeningLines(null)).toEqual([]);
    const lines = screeningLines({
      seniority: "staff_principal",
      availability: "within_month",
      workAuthorization: [{ country: "DE", status: "needs_sponsorship" }],
      languages: [
        { language: "de", level: "native" },
        { language: "en", level: "professional" },
      ],
      relocation: { open: true, countries: [] },
    });
    expect(lines).toEqual([
      { label: "Seniority", value: "Staff / Principal" },
      { label: "Available", value: "Within a month" },
      { label: "Work authorization", value: "Needs sponsorship in Germany" },
      { label: "Languages", value: "German (native), English (professional)" },
      { label: "Open to relocation", value: "Anywhere" },
    ]);
  });
});
