import { describe, expect, it } from "vitest";

import type { RequestBudget } from "../api/request-budget";
import { budgetSummary, reductionText, spentText } from "./RequestBudgetCard";

const budget = (over: Partial<RequestBudget> = {}): RequestBudget => ({
  weekly: 30,
  used: 18,
  left: 12,
  renewsAt: "2026-12-14T00:00:00.000Z",
  reduced: null,
  ...over,
});

describe("request budget texts", () => {
  it("says what is left and the day it renews, as the server's week runs", () => {
    expect(budgetSummary(budget())).toBe("12 of 30 requests left this week, renews Monday");
    expect(budgetSummary(budget({ weekly: 1, left: 0 }))).toBe("0 of 1 request left this week, renews Monday");
  });

  it("explains a smaller budget with the figures and how to earn it back", () => {
    expect(reductionText(budget())).toBeNull();
    const text = reductionText(
      budget({ weekly: 10, left: 4, reduced: { fullWeekly: 30, approved: 1, judged: 20, needed: 2 } }),
    );
    expect(text).toContain("Only 1 of your last 20 requests that ended were approved");
    expect(text).toContain("you can send 10 a week instead of 30");
    expect(text).toContain("Once 2 of your last 20 are approved, your full budget returns");
  });

  it("says when a spent budget renews", () => {
    expect(spentText(budget({ left: 0, used: 30 }))).toBe(
      "You have used all 30 reveal requests for this week. Your budget renews Monday.",
    );
  });
});
