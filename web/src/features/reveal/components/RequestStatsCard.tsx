import { BarChart3Icon } from "lucide-react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

import type { RequestStats } from "../api/received-requests";

const rows: Array<{ key: keyof RequestStats; label: string; className: string }> = [
  { key: "total", label: "Total Requests", className: "text-foreground" },
  { key: "pending", label: "Pending", className: "text-amber-700 dark:text-amber-300" },
  { key: "approved", label: "Approved", className: "text-emerald-700 dark:text-emerald-300" },
  { key: "declined", label: "Declined", className: "text-red-700 dark:text-red-300" },
  { key: "expired", label: "Expired", className: "text-slate-700 dark:text-slate-300" },
  { key: "withdrawn", label: "Withdrawn", className: "text-slate-700 dark:text-slate-300" },
];

/** Withdrawn shows only when a request was (its recruiter suspended): the spec's five otherwise. */
const shown = (stats: RequestStats | undefined) => rows.filter(({ key }) => key !== "withdrawn" || (stats?.withdrawn ?? 0) > 0);

/** 'Request Stats' beside the request history (docs/spec/features.md section 2). */
export function RequestStatsCard({ stats, loading }: { stats: RequestStats | undefined; loading: boolean }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BarChart3Icon className="size-5 text-primary" aria-hidden="true" />
          <h2>Request Stats</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {shown(stats).map(({ key, label, className }) => (
            <div key={key} className="rounded-lg border bg-muted/40 px-3 py-2.5">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className={cn("text-2xl font-semibold tabular-nums", className)}>
                {loading ? (
                  <span className="my-1 block h-6 w-8 animate-pulse rounded bg-muted" aria-label="Loading" />
                ) : stats ? (
                  stats[key].toLocaleString("en-US")
                ) : (
                  "–"
                )}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
