import * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon, RefreshCwIcon, Trash2Icon, XIcon } from "lucide-react";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import LocationField from "@/components/places/LocationField";
import type { PlaceSelection } from "@/components/places/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  debugSearch,
  debugSearchQuery,
  type DebugSearchParams,
  type DebugSearchResponse,
} from "@/features/search/api/debug-search";
import { useIndexStats } from "@/features/search/api/search-index";
import { JobTypeBadge } from "@/features/search/components/JobTypeBadge";
import { appendLog, MAX_LOG_ENTRIES, type LogEntry, type LogLevel } from "@/features/search/lib/debug-log";
import { totalResults } from "@/lib/result-count";
import { formatLocation } from "@/lib/salary";
import { cn } from "@/lib/utils";

const timeFormat = new Intl.DateTimeFormat("en-US", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

function useDebugLog() {
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);
  const log = React.useCallback((level: LogLevel, message: string) => {
    const id = nextId.current++;
    setEntries((current) => appendLog(current, { id, at: new Date(), level, message }));
  }, []);
  const clear = React.useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}

/**
 * /search-debug (docs/spec/features.md section 2, 'Debug screens'): runs searches the way the
 * index sees them (5 a page, raw `filter_by`), with the collection's statistics and a log
 * of every request and answer. Read-only: nothing here changes data.
 */
export default function SearchDebugPage() {
  const stats = useIndexStats();
  const { entries, log, clear } = useDebugLog();

  const [term, setTerm] = React.useState("");
  const [locationText, setLocationText] = React.useState("");
  const [place, setPlace] = React.useState<PlaceSelection | null>(null);
  const [filterBy, setFilterBy] = React.useState("");
  const [running, setRunning] = React.useState(false);
  const [result, setResult] = React.useState<{ params: DebugSearchParams; response: DebugSearchResponse } | null>(
    null,
  );

  const run = async (params: DebugSearchParams) => {
    log("info", `GET /api/search/debug?${debugSearchQuery(params)}`);
    setRunning(true);
    try {
      const response = await debugSearch(params);
      const { pagination } = response;
      log(
        "info",
        `200 in ${response.tookMs} ms: ${response.hits.length} hits on page ${pagination.currentPage} of ${pagination.totalPages} ` +
          `(${totalResults(pagination)} total, widened: ${response.widened})`,
      );
      log("info", `parsed: ${response.parsed}`);
      setResult({ params, response });
    } catch (error) {
      log("error", error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };

  const refreshStats = async () => {
    log("info", "GET /api/search/stats");
    const answer = await stats.refetch();
    if (answer.isError) log("error", `Failed to check search index status: ${answer.error.message}`);
    else if (answer.data) {
      log("info", `num_documents: ${answer.data.num_documents}, database_profiles: ${answer.data.database_profiles}`);
    }
  };

  return (
    <PageContainer
      title="Search Debug"
      description="Run raw searches against the candidate index and see exactly what comes back."
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">
                <h2>Search</h2>
              </CardTitle>
              <CardDescription>5 results a page. Hidden profiles and your own are never returned.</CardDescription>
            </CardHeader>
            <CardContent>
              <form
                className="grid gap-4"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void run({
                    q: term,
                    city: place?.city ?? "",
                    state: place?.state ?? "",
                    country: place?.country ?? "",
                    filterBy,
                    page: 1,
                  });
                }}
              >
                <div className="grid gap-2">
                  <Label htmlFor="debug-term">Search term</Label>
                  <Input
                    id="debug-term"
                    value={term}
                    onChange={(event) => setTerm(event.target.value)}
                    placeholder="e.g. react developer"
                  />
                </div>
                <div className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <LocationField
                      id="debug-location"
                      label="Location"
                      value={locationText}
                      onChange={(text) => {
                        setLocationText(text);
                        setPlace(null);
                      }}
                      onSelect={setPlace}
                      placeholder="Any location"
                    />
                  </div>
                  {locationText && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label="Clear location"
                      onClick={() => {
                        setLocationText("");
                        setPlace(null);
                      }}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  )}
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="debug-filter">filter_by</Label>
                  <Input
                    id="debug-filter"
                    value={filterBy}
                    onChange={(event) => setFilterBy(event.target.value)}
                    placeholder="job_type:=remote && country:=Australia"
                    className="font-mono"
                    spellCheck={false}
                    aria-describedby="debug-filter-hint"
                  />
                  <p id="debug-filter-hint" className="text-xs text-muted-foreground">
                    field:=value joined by &&; fields: job_type, city, state, country.
                  </p>
                </div>
                <div>
                  <Button type="submit" disabled={running}>
                    {running ? <Spinner /> : <PlayIcon aria-hidden="true" />}
                    Run Search
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>

          <DebugResults
            result={result}
            running={running}
            // Another page of the same search, whatever the boxes say now.
            onPage={(page) => result && void run({ ...result.params, page })}
          />
        </div>

        <aside className="min-w-0 space-y-6">
          <Card className="gap-4">
            <CardHeader className="flex-row items-start justify-between">
              <div className="space-y-1.5">
                <CardTitle className="text-lg">
                  <h2>Collection Stats</h2>
                </CardTitle>
                <CardDescription>What the index holds.</CardDescription>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Refresh stats"
                onClick={() => void refreshStats()}
                disabled={stats.isFetching}
              >
                <RefreshCwIcon className={cn(stats.isFetching && "animate-spin")} aria-hidden="true" />
              </Button>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              {stats.isPending ? (
                <p className="text-muted-foreground">Loading...</p>
              ) : stats.isError ? (
                <p className="text-destructive">Failed to check search index status</p>
              ) : (
                <>
                  <dl className="grid grid-cols-2 gap-3">
                    <div>
                      <dt className="text-xs text-muted-foreground">num_documents</dt>
                      <dd className="text-xl font-semibold">{stats.data.num_documents}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">database_profiles</dt>
                      <dd className="text-xl font-semibold">{stats.data.database_profiles}</dd>
                    </div>
                  </dl>
                  {stats.data.num_documents === 0 && (
                    <p className="text-muted-foreground">
                      The search index is currently empty. Try syncing the data first.
                    </p>
                  )}
                  {stats.data.sample_documents.length > 0 && (
                    <div>
                      <h3 className="mb-1 text-xs font-medium text-muted-foreground">Sample documents</h3>
                      <ul className="space-y-1">
                        {stats.data.sample_documents.map((doc) => (
                          <li key={doc.id} className="truncate">
                            <span className="font-mono text-xs">{doc.codename}</span>{" "}
                            <span className="text-muted-foreground">{doc.headline}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </>
              )}
            </CardContent>
          </Card>

          <Card className="gap-3">
            <CardHeader className="flex-row items-start justify-between">
              <div className="space-y-1.5">
                <CardTitle className="text-lg">
                  <h2>Function Logs</h2>
                </CardTitle>
                <CardDescription>The last {MAX_LOG_ENTRIES} requests and answers, newest first.</CardDescription>
              </div>
              <Button variant="ghost" size="icon" aria-label="Clear logs" onClick={clear} disabled={!entries.length}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </CardHeader>
            <CardContent>
              {entries.length === 0 ? (
                <p className="text-sm text-muted-foreground">No log entries yet.</p>
              ) : (
                <ol
                  aria-label="Log entries"
                  className="max-h-96 space-y-1 overflow-y-auto rounded-md bg-slate-950 p-3 font-mono text-xs text-slate-100"
                >
                  {entries.map((entry) => (
                    <li key={entry.id} className="break-words">
                      <time dateTime={entry.at.toISOString()} className="text-slate-400">
                        {timeFormat.format(entry.at)}
                      </time>{" "}
                      <span className={entry.level === "error" ? "text-red-400" : "text-emerald-400"}>
                        {entry.level.toUpperCase()}
                      </span>{" "}
                      {entry.message}
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </aside>
      </div>
    </PageContainer>
  );
}

type DebugResultsProps = {
  result: { params: DebugSearchParams; response: DebugSearchResponse } | null;
  running: boolean;
  onPage: (page: number) => void;
};

function DebugResults({ result, running, onPage }: DebugResultsProps) {
  if (!result) return null;
  const { hits, pagination, widened } = result.response;
  return (
    <Card aria-busy={running || undefined}>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Results</h2>
        </CardTitle>
        <CardDescription>
          Page {pagination.currentPage} of {Math.max(pagination.totalPages, 1)} ({totalResults(pagination)} total
          results{widened !== "none" ? `, widened to ${widened}` : ""})
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {hits.length === 0 ? (
          <p className="text-sm text-muted-foreground">No results found</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {hits.map((hit) => (
              <li key={hit.id} className="space-y-1.5 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-medium">{hit.codename}</span>
                  <JobTypeBadge jobType={hit.jobType} />
                  <Badge variant="outline">{hit.status || "passive"}</Badge>
                </div>
                <p>{hit.headline}</p>
                <p className="text-muted-foreground">{formatLocation(hit.location)}</p>
                {hit.skills.length > 0 && <p className="text-xs text-muted-foreground">{hit.skills.join(", ")}</p>}
              </li>
            ))}
          </ul>
        )}
        {pagination.totalPages > 1 && (
          <div className="flex items-center justify-between">
            <Button
              variant="outline"
              size="sm"
              disabled={running || pagination.currentPage <= 1}
              onClick={() => onPage(pagination.currentPage - 1)}
            >
              <ChevronLeftIcon aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={running || pagination.currentPage >= pagination.totalPages}
              onClick={() => onPage(pagination.currentPage + 1)}
            >
              Next
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
