import { AlertTriangleIcon, CheckCircle2Icon, DatabaseIcon, RefreshCwIcon, XCircleIcon } from "lucide-react";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useIndexStats, useReindex } from "@/features/search/api/search-index";
import { IndexCheckSummary } from "@/features/search/components/IndexCheckSummary";
import { syncFailure } from "@/features/search/lib/sync-result";

const commonCauses = [
  "A missing or invalid search API key (here: you are not the admin and the server is not in development mode).",
  "Connectivity: the server or its database cannot be reached.",
  "Schema validation errors: a stored profile the index cannot accept.",
];

/**
 * /typesense-sync (docs/spec/features.md section 2, 'Debug screens'; the route keeps the spec's
 * name): rebuilds the search index from the database and shows what it holds.
 */
export default function SearchIndexSyncPage() {
  const stats = useIndexStats();
  const reindex = useReindex();

  const sync = () =>
    reindex.mutate(undefined, {
      onError: (error) => toast({ variant: "destructive", ...syncFailure(error) }),
    });

  const failure = reindex.isError ? syncFailure(reindex.error) : null;

  return (
    <PageContainer
      title="Search Index Sync"
      description="Rebuild the candidate search index from the database. Hidden profiles are never indexed."
      className="max-w-3xl"
    >
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <DatabaseIcon className="size-5 text-muted-foreground" aria-hidden="true" />
              <h2>Index</h2>
            </CardTitle>
            <CardDescription>Documents in the index next to the searchable profiles in the database.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            {stats.isPending ? (
              <p className="text-sm text-muted-foreground">Loading index statistics...</p>
            ) : stats.isError ? (
              <p className="text-sm text-destructive">Failed to check search index status</p>
            ) : (
              <>
                <dl className="grid grid-cols-2 gap-4">
                  <div className="rounded-md bg-muted/50 p-3">
                    <dt className="text-xs text-muted-foreground">Indexed documents</dt>
                    <dd className="text-2xl font-semibold">{stats.data.num_documents}</dd>
                  </div>
                  <div className="rounded-md bg-muted/50 p-3">
                    <dt className="text-xs text-muted-foreground">Searchable profiles</dt>
                    <dd className="text-2xl font-semibold">{stats.data.database_profiles}</dd>
                  </div>
                </dl>
                <IndexCheckSummary stats={stats.data} />
              </>
            )}
            <Button onClick={sync} disabled={reindex.isPending}>
              {reindex.isPending ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
              {reindex.isPending ? "Syncing..." : "Sync Typesense"}
            </Button>
            <div aria-live="polite">
              {reindex.isSuccess && (
                <p className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200">
                  <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{reindex.data.message}</span>
                </p>
              )}
              {failure && (
                <p className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
                  <XCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="font-medium">{failure.title}:</span> {failure.description}
                  </span>
                </p>
              )}
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <AlertTriangleIcon className="size-5 text-amber-500" aria-hidden="true" />
              <h2>Common causes of a failed sync</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
              {commonCauses.map((cause) => (
                <li key={cause}>{cause}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
