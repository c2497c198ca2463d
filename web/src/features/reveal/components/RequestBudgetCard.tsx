import * as React from "react";
import { GaugeIcon, TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

import { useRequestBudget, type RequestBudget } from "../api/request-budget";

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

/**
 * The reveal dialog's line: what is left this week, or, at zero, an alert that says when
 * the budget renews (the dialog then disables sending). Loaded with the card's code, when
 * the dialog opens: the pages that only show cards do not carry it.
 */
export function BudgetLine({ onSpent }: { onSpent: (spent: boolean) => void }) {
  const budget = useRequestBudget();
  const spent = budget.data?.left === 0;
  React.useEffect(() => onSpent(spent), [spent, onSpent]);
  if (!budget.data) return null;
  return budget.data.left === 0 ? (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
      {spentText(budget.data)}
    </p>
  ) : (
    <p className="text-xs text-muted-foreground" title={reductionText(budget.data) ?? undefined}>
      {budgetSummary(budget.data)}
    </p>
  );
}

/** The dashboard's card of this week's reveal request budget (docs/request-budgets.md). */
export function RequestBudgetCard() {
  const budget = useRequestBudget();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <GaugeIcon className="size-5 text-primary" aria-hidden="true" />
          <h2>Requests This Week</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {budget.isPending ? (
          <div role="status" aria-label="Loading your request budget" className="space-y-2">
            <span className="block h-5 w-3/4 animate-pulse rounded bg-muted" />
            <span className="block h-2 w-full animate-pulse rounded bg-muted" />
          </div>
        ) : budget.isError ? (
          <div className="space-y-2">
            <p className="text-muted-foreground">Could not load your request budget.</p>
            <Button size="sm" variant="outline" onClick={() => void budget.refetch()} disabled={budget.isFetching}>
              Try again
            </Button>
          </div>
        ) : (
          <BudgetDetails budget={budget.data} />
        )}
      </CardContent>
    </Card>
  );
}

function BudgetDetails({ budget }: { budget: RequestBudget }) {
  const reduction = reductionText(budget);
  const share = budget.weekly > 0 ? Math.min(100, (budget.left / budget.weekly) * 100) : 0;
  return (
    <>
      <p className="font-medium" title={`Renews ${renewalMoment(budget)}`}>
        {budgetSummary(budget)}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn("h-full rounded-full", budget.left === 0 ? "bg-destructive" : "bg-primary")}
          style={{ width: `${share}%` }}
        />
      </div>
      {budget.left === 0 && (
        <p className="text-muted-foreground">You can send more reveal requests when your budget renews.</p>
      )}
      {reduction && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{reduction}</span>
        </p>
      )}
    </>
  );
}
