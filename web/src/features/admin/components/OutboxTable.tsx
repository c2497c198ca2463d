import { format, isValid, parseISO } from "date-fns";
import { RefreshCwIcon } from "lucide-react";

import { Spinner } from "@/components/Spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { OUTBOX_LIMIT, useOutbox, type OutboxEmail } from "@/features/admin/api/outbox";

function when(value: string | null | undefined): string {
  if (!value) return "";
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy, h:mm a") : "";
}

const STATUS_VARIANT = {
  sent: "default",
  captured: "secondary",
  queued: "outline",
  failed: "destructive",
} as const satisfies Record<OutboxEmail["status"], "default" | "secondary" | "outline" | "destructive">;

/** The latest messages and what became of each: every e-mail Veil sends is recorded in the outbox. */
export function OutboxTable() {
  const outbox = useOutbox();
  const emails = outbox.data?.data ?? [];

  return (
    <section aria-labelledby="outbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-1">
          <h2 id="outbox-heading" className="text-xl font-semibold">
            Outbox
          </h2>
          <p className="text-sm text-muted-foreground">
            The latest {OUTBOX_LIMIT} messages. Without a mail server configured, messages are captured here
            instead of being sent.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          {outbox.isFetching ? <Spinner /> : <RefreshCwIcon aria-hidden />}
          Refresh
        </Button>
      </div>

      {outbox.isError && !outbox.data ? (
        <p className="rounded-md border p-4 text-sm">Could not load the outbox. Please try again.</p>
      ) : (
        <Table aria-label="Outbox" aria-busy={outbox.isFetching} containerClassName="rounded-md border">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>To</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Sent</TableHead>
              <TableHead>Error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {outbox.isPending ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                  <span className="inline-flex items-center gap-2">
                    <Spinner /> Loading outbox...
                  </span>
                </TableCell>
              </TableRow>
            ) : emails.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                  No emails yet.
                </TableCell>
              </TableRow>
            ) : (
              emails.map((email) => (
                <TableRow key={email.id}>
                  <TableCell>{email.to}</TableCell>
                  <TableCell className="max-w-xs truncate" title={email.subject}>
                    {email.subject}
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[email.status]}>{email.status}</Badge>
                  </TableCell>
                  <TableCell>{when(email.createdAt)}</TableCell>
                  <TableCell>{when(email.sentAt)}</TableCell>
                  <TableCell className="max-w-sm text-wrap break-words text-destructive">{email.error ?? ""}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
