import * as React from "react";
import { RefreshCwIcon } from "lucide-react";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

import { useDebugDuplicates } from "../api/debug-duplicates";
import { useDebugRaw, type RawRange } from "../api/debug-raw";
import { useDebugStats } from "../api/debug-stats";
import type { ViewStats } from "../api/types";
import { GenerateTestViewForm } from "../components/GenerateTestViewForm";

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
      <Spinner className="text-primary" />
      Loading...
    </p>
  );
}

function Failed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center gap-3 py-4 text-sm text-destructive">
      Could not load {what}.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

const STAT_LABELS: [keyof ViewStats, string][] = [
  ["totalViews", "Total views"],
  ["testViews", "Test views"],
  ["uniqueViewers", "Unique viewers"],
  ["uniqueProfiles", "Unique profiles"],
  ["last24h", "Last 24 hours"],
];

function StatsCards({ stats }: { stats: ViewStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
      {STAT_LABELS.map(([key, label]) => (
        // The card's own <div> is the one wrapper a <dl> allows around a <dt>/<dd> pair.
        <Card key={key} className="gap-1 px-4 py-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{Number(stats[key]).toLocaleString("en-US")}</dd>
        </Card>
      ))}
    </dl>
  );
}

function RawViews() {
  const [range, setRange] = React.useState<RawRange>("latest");
  const raw = useDebugRaw(range);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Raw view data</h2>
          </CardTitle>
          <CardDescription>Opaque ids only, newest first.</CardDescription>
        </div>
        <div role="group" aria-label="Range" className="flex gap-2">
          {(
            [
              ["latest", "Latest 100"],
              ["24h", "Last 24 h"],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={range === value ? "default" : "outline"}
              aria-pressed={range === value}
              onClick={() => setRange(value)}
            >
              {label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => void raw.refetch()} aria-label="Refresh raw view data">
            <RefreshCwIcon className={cn(raw.isFetching && "animate-spin")} aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {raw.isPending ? (
          <Loading />
        ) : raw.isError ? (
          <Failed what="raw view data" onRetry={() => void raw.refetch()} />
        ) : raw.data.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No views in this range.</p>
        ) : (
          <div className="max-h-[28rem] overflow-auto rounded-md border">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th className="px-3 py-2 font-medium">Viewed at</th>
                  <th className="px-3 py-2 font-medium">Viewer id</th>
                  <th className="px-3 py-2 font-medium">Viewed profile id</th>
                  <th className="px-3 py-2 font-medium">Test data</th>
                </tr>
              </thead>
              <tbody className="font-mono text-xs">
                {raw.data.map((row) => (
                  <tr key={row.id} className="border-t">
                    <td className="px-3 py-2 whitespace-nowrap">{new Date(row.viewedAt).toLocaleString("en-US")}</td>
                    <td className="px-3 py-2 break-all">{row.viewerId}</td>
                    <td className="px-3 py-2 break-all">{row.viewedProfileId}</td>
                    <td className="px-3 py-2">{row.isTestData ? "Yes" : "No"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function DuplicateCheck() {
  const duplicates = useDebugDuplicates();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>Duplicate check</h2>
          </CardTitle>
          <CardDescription>Same viewer and profile within 10 seconds, over the last 24 hours.</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => void duplicates.refetch()} disabled={duplicates.isFetching}>
          Run check
        </Button>
      </CardHeader>
      <CardContent>
        {duplicates.isPending ? (
          <Loading />
        ) : duplicates.isError ? (
          <Failed what="the duplicate check" onRetry={() => void duplicates.refetch()} />
        ) : duplicates.data.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No duplicates found.</p>
        ) : (
          <ul aria-label="Duplicate views" className="divide-y rounded-md border font-mono text-xs">
            {duplicates.data.map((pair) => (
              <li key={`${pair.viewerId}-${pair.viewedProfileId}`} className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2">
                <span>viewer {pair.viewerId}</span>
                <span>profile {pair.viewedProfileId}</span>
                <span className="font-sans font-medium">
                  {pair.closeRepeats} close {pair.closeRepeats === 1 ? "repeat" : "repeats"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /profile-views-debug (docs/spec/features.md section 2, 'Debug screens'). */
export default function ProfileViewsDebugPage() {
  const stats = useDebugStats();
  return (
    <PageContainer
      title="Profile Views Debug"
      description="Stats, raw view data, a duplicate check and a test-data generator for profile views."
    >
      {/* grid-cols-1 (minmax(0, 1fr)): a wide table scrolls inside its card, not the page. */}
      <div className="grid grid-cols-1 gap-6">
        <section aria-labelledby="stats-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="stats-heading" className="text-xl font-semibold">
              Stats
            </h2>
            {stats.data && (
              <Badge variant="secondary">
                Scope: {stats.data.scope === "everyone" ? "everyone" : "only your own views"}
              </Badge>
            )}
          </div>
          {stats.isPending ? (
            <Loading />
          ) : stats.isError ? (
            <Failed what="the stats" onRetry={() => void stats.refetch()} />
          ) : (
            <StatsCards stats={stats.data} />
          )}
        </section>
        <RawViews />
        <DuplicateCheck />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Test-data generator</h2>
            </CardTitle>
            <CardDescription>Inserts a view marked as test data between two existing people.</CardDescription>
          </CardHeader>
          <CardContent>
            <GenerateTestViewForm canGenerate={stats.data?.canGenerate ?? false} />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
