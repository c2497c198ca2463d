import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { auditActionLabel, type AuditLogEntry } from "@/features/admin/api/audit-log";
import { DateTime } from "@/features/admin/components/DateTime";

/**
 * The audit log's entries: a table from the `md` breakpoint, stacked cards below it (one of
 * the two is hidden, so assistive technology meets the entries once).
 */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <>
      <Table aria-label="Audit log" containerClassName="hidden rounded-md border md:block">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Time</TableHead>
            <TableHead>Admin</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
            <TableHead>Reason</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.seq}>
              <TableCell className="align-top whitespace-nowrap">
                <DateTime value={entry.at} />
              </TableCell>
              <TableCell className="align-top break-all whitespace-normal">{entry.adminEmail}</TableCell>
              <TableCell className="align-top whitespace-nowrap font-medium">{auditActionLabel(entry.action)}</TableCell>
              <TableCell className="align-top max-w-56 break-all whitespace-normal text-muted-foreground">{entry.target}</TableCell>
              <TableCell className="align-top max-w-sm break-words whitespace-pre-wrap">{entry.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ul aria-label="Audit log" className="grid gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.seq} className="rounded-lg border bg-card p-4 text-card-foreground">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold">{auditActionLabel(entry.action)}</p>
              <DateTime value={entry.at} className="text-sm text-muted-foreground" />
            </div>
            <dl className="mt-3 grid gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Admin</dt>
                <dd className="break-all">{entry.adminEmail}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Target</dt>
                <dd className="break-all">{entry.target}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Reason</dt>
                <dd className="break-words whitespace-pre-wrap">{entry.reason}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
