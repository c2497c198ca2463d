import * as React from "react";

// The dashboard's route fetches this chunk beside the page's own (app/router.tsx).
const RequestBudgetCard = React.lazy(() =>
  import("./RequestBudgetCard").then((module) => ({ default: module.RequestBudgetCard })),
);

/** The dashboard's "Requests This Week" card, in a chunk of its own (see the router). */
export function RequestBudgetSlot() {
  return (
    <React.Suspense fallback={<div className="h-32 animate-pulse rounded-xl border bg-muted/40" aria-hidden="true" />}>
      <RequestBudgetCard />
    </React.Suspense>
  );
}
