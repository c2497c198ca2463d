import type * as React from "react";
import { ArrowRightIcon, ShieldCheckIcon } from "lucide-react";
import { Link } from "react-router";

import { Spinner } from "@/components/Spinner";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";

import { useWeeklySummary } from "../api/weekly-summary";

/** The dashboard's small summary of the last 7 days, with the way to the whole log. */
export function WeeklySummaryCard() {
  const summary = useWeeklySummary();
  let body: React.ReactNode;
  if (summary.isPending)
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading your week...
      </p>
    );
  else if (summary.isError)
    body = (
      <p role="alert" className="text-sm text-muted-foreground">
        Could not load this week&apos;s activity.{" "}
        <button
          type="button"
          onClick={() => void summary.refetch()}
          className="text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          Retry
        </button>
      </p>
    );
  else body = <p className="text-sm">{summary.data.text}</p>;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg [&_svg]:size-5 [&_svg]:text-primary">
          <ShieldCheckIcon aria-hidden="true" />
          <h2>Privacy Activity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {body}
        <Link
          to={paths.privacyActivity}
          className="inline-flex min-h-11 w-fit items-center gap-1 text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
        >
          See everything
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
