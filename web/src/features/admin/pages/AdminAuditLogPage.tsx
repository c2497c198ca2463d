import { ScrollTextIcon } from "lucide-react";
import * as React from "react";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { useAuditLog } from "@/features/admin/api/audit-log";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { AuditLogTable } from "@/features/admin/components/AuditLogTable";
import { CardSkeletons, LoadFailed } from "@/features/admin/components/LoadFailed";

/**
 * /admin-audit-log: every admin action (e-mails sent, reports closed, warnings, suspensions
 * and their lifting, edits of the warning e-mail), the latest first, 50 at a time.
 */
export default function AdminAuditLogPage() {
  const log = useAuditLog();
  const entries = React.useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);

  let content: React.ReactNode;
  if (log.isPending) content = <CardSkeletons label="Loading the audit log" count={3} />;
  else if (log.isError && entries.length === 0)
    content = (
      <LoadFailed message="Could not load the audit log." onRetry={() => void log.refetch()} retrying={log.isFetching} />
    );
  else if (entries.length === 0)
    content = (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
        <ScrollTextIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No admin actions yet</p>
      </div>
    );
  else
    content = (
      <div className="grid gap-4">
        <AuditLogTable entries={entries} />
        {log.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage && <Spinner />}
            {log.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        )}
        {log.isFetchNextPageError && (
          <p role="alert" className="text-center text-sm text-destructive">
            Could not load more entries. Please try again.
          </p>
        )}
      </div>
    );

  return (
    <PageContainer
      title="Audit log"
      description="Every action an admin took, the latest first: who, what, on whom and why."
      className="max-w-[1500px]"
    >
      <AdminNav />
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">
        The log is append-only: no one, an admin included, can change or delete an entry. Each entry is kept for the
        moderation retention period (730 days unless configured otherwise, and at least a year), then deleted.
      </p>
      <section aria-label="Entries" aria-busy={log.isFetching && !log.isFetchingNextPage ? true : undefined}>
        {content}
      </section>
    </PageContainer>
  );
}
