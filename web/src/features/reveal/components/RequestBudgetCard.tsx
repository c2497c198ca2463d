import { GaugeIcon, TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

import { useRequestBudget, type RequestBudget } from "../api/request-budget";
import { budgetSummary, reductionText, renewalMoment } from "../lib/budget";

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
