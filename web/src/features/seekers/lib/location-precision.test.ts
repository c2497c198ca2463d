import { describe, expect, it } from "vitest";

import { precisionOrDefault, shownLocation } from "./location-precision";

const tampere = { location: "Tampere, Pirkanmaa, Finland", city: "Tampere", state: "Pirkanmaa", country: "Finland" };

describe("shownLocation", () => {
  it("shows the place as saved at city precision", () => {
    expect(shownLocation(tampere, "city")).toBe("Tampere, Pirkanmaa, Finland");
  });

  it("never shows the city when coarser", () => {
    expect(shownLocation(tampere, "region")).toBe("Pirkanmaa, Finland");
    expect(shownLocation(tampere, "country")).toBe("Finland");
    expect(shownLocation(tampere, "remote")).toBe("");
  });

  it("shows nothing coarser than the city for typed text without its parts", () => {
    expect(shownLocation({ location: "Tampere", city: "", state: "", country: "" }, "country")).toBe("");
  });
});

describe("precisionOrDefault", () => {
  it("falls back to the city", () => {
    expect(precisionOrDefault("country")).toBe("country");
    expect(precisionOrDefault(undefined)).toBe("city");
    expect(precisionOrDefault("street")).toBe("city");
  });
});
