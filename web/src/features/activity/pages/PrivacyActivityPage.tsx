import * as React from "react";
import { AlertTriangleIcon, HistoryIcon, RotateCwIcon, ShieldCheckIcon } from "lucide-react";
import { useSearchParams } from "react-router";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

import { useActivityLog } from "../api/activity-log";
import { ActivityEventRow } from "../components/ActivityEventRow";
import { ActivityFilterBar } from "../components/ActivityFilterBar";
import { dayHeading, groupByLocalDay } from "../lib/days";
import { isFiltered, type ActivityFilter } from "../lib/filters";

function LoadingLog() {
  return (
    <div role="status" aria-label="Loading activity" className="grid gap-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3" aria-hidden="true">
          <div className="size-10 animate-pulse rounded-full bg-muted" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/4 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">Could not load your privacy activity</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        Retry
      </Button>
    </div>
  );
}

function NoActivity({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
      <ShieldCheckIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{filtered ? "No activity matches these filters" : "No activity yet"}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtered
          ? "Choose another event or company, or show everything."
          : "When recruiters find, view or ask about your profile, it will be listed here."}
      </p>
    </div>
  );
}

function filterFrom(params: URLSearchParams): ActivityFilter {
  return { kind: params.get("kind") ?? "", company: params.get("company") ?? "" };
}

/**
 * /privacy-activity: every event about the job seeker's profile over
 * the last 12 months, newest first and by day, filtered by kind and company (kept in the
 * address, so back and forward keep them), and downloadable as CSV.
 */
export default function PrivacyActivityPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const log = useActivityLog(filter);

  const onFilterChange = (next: ActivityFilter) => {
    const nextParams = new URLSearchParams();
    if (next.kind) nextParams.set("kind", next.kind);
    if (next.company) nextParams.set("company", next.company);
    setParams(nextParams, { replace: true });
  };

  const events = React.useMemo(() => log.data?.pages.flatMap((p) => p.days.flatMap((d) => d.events)) ?? [], [log.data]);
  const days = React.useMemo(() => groupByLocalDay(events), [events]);

  let content: React.ReactNode;
  if (log.isPending) content = <LoadingLog />;
  else if (log.isError && events.length === 0)
    content = <LoadFailed onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  else if (days.length === 0) content = <NoActivity filtered={isFiltered(filter)} />;
  else
    content = (
      <div className="grid gap-6">
        {days.map((day) => (
          <section key={day.key} aria-labelledby={`day-${day.key}`}>
            <h3 id={`day-${day.key}`} className="text-sm font-semibold text-muted-foreground">
              <time dateTime={day.key}>{dayHeading(day.date)}</time>
            </h3>
            <ul className="divide-y">
              {day.events.map((event) => (
                <ActivityEventRow key={event.id} event={event} />
              ))}
            </ul>
          </section>
        ))}
        {log.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center pointer-coarse:h-11"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage && <Spinner />}
            {log.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        )}
        {log.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm text-destructive">
            Could not load more activity. Please try again.
          </p>
        )}
      </div>
    );

  return (
    <PageContainer
      title="Privacy activity"
      description="Everything that happened to your profile over the last 12 months: the searches it appeared in, who viewed it, reveal requests and answers, and each time a recruiter was shown who you are. Recruiters appear by company and role."
    >
      <Card className="min-w-0">
        <CardHeader className="gap-4">
          <div className="space-y-1.5">
            <CardTitle className="flex items-center gap-2 text-lg">
              <HistoryIcon className="size-5 text-primary" aria-hidden="true" />
              <h2>Activity</h2>
            </CardTitle>
            <CardDescription>Newest first. Searches are counted once per company per day.</CardDescription>
          </div>
          <ActivityFilterBar filter={filter} onChange={onFilterChange} />
        </CardHeader>
        <CardContent>{content}</CardContent>
      </Card>
    </PageContainer>
  );
}
