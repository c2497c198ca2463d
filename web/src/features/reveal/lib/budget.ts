import type { RequestBudget } from "../api/request-budget";

/** The weekday the budget renews on, as the server's week runs (Monday 00:00 UTC). */
function renewalDay(renewsAt: string): string {
  return new Date(renewsAt).toLocaleDateString("en-US", { weekday: "long", timeZone: "UTC" });
}

/** "12 of 30 requests left this week, renews Monday". */
export function budgetSummary(budget: RequestBudget): string {
  const noun = budget.weekly === 1 ? "request" : "requests";
  return `${budget.left} of ${budget.weekly} ${noun} left this week, renews ${renewalDay(budget.renewsAt)}`;
}

/** The full date and time of renewal in the reader's own time zone, for a tooltip. */
export function renewalMoment(budget: RequestBudget): string {
  return new Date(budget.renewsAt).toLocaleString("en-US", { dateStyle: "full", timeStyle: "short" });
}

/** Why the budget is smaller and how to earn the full one back; null when it is not. */
export function reductionText(budget: RequestBudget): string | null {
  const reduced = budget.reduced;
  if (!reduced) return null;
  return (
    `Only ${reduced.approved} of your last ${reduced.judged} requests that ended were approved, ` +
    `so you can send ${budget.weekly} a week instead of ${reduced.fullWeekly}. ` +
    `Once ${reduced.needed} of your last ${reduced.judged} are approved, your full budget returns: ` +
    `ask fewer candidates, whose profiles fit the role, and say why in your message.`
  );
}

/** The sentence shown when nothing is left this week. */
export function spentText(budget: RequestBudget): string {
  return `You have used all ${budget.weekly} reveal requests for this week. Your budget renews ${renewalDay(budget.renewsAt)}.`;
}
