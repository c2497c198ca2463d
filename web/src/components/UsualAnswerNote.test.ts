import { describe, expect, it } from "vitest";

import { usualAnswerText } from "./UsualAnswerNote";

describe("usualAnswerText", () => {
  it("names each band, and nothing before the server knows one", () => {
    expect(usualAnswerText("within_a_day")).toBe("Usually answers within a day");
    expect(usualAnswerText("within_two_days")).toBe("Usually answers within 2 days");
    expect(usualAnswerText("within_a_week")).toBe("Usually answers within a week");
    expect(usualAnswerText("longer_than_a_week")).toBe("Usually takes more than a week to answer");
    expect(usualAnswerText(null)).toBeNull();
  });
});
