import { ShieldCheckIcon } from "lucide-react";
import * as React from "react";

import { serverMessage } from "@/api/client";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/use-toast";
import {
  useActOnReport,
  useLiftSuspension,
  useModerationQueue,
  useWarningTemplate,
  type OpenReport,
  type ReportAction,
  type SuspendedAccount,
} from "@/features/admin/api/moderation";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { CardSkeletons, LoadFailed } from "@/features/admin/components/LoadFailed";
import { ReasonDialog } from "@/features/admin/components/ReasonDialog";
import { ReportCard } from "@/features/admin/components/ReportCard";
import { SuspendedList } from "@/features/admin/components/SuspendedList";
import { placeholderOf, warningFor, WarningTemplateForm } from "@/features/admin/components/WarningTemplateForm";

/** The queue holds at most this many open reports, the oldest. */
const QUEUE_LIMIT = 100;

/** What the admin is about to do, while the reason dialog is open. */
type Pending =
  | { kind: "report"; action: ReportAction; report: OpenReport }
  | { kind: "lift"; account: SuspendedAccount };

type DialogText = {
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
};

/** "the recruiter at Acme", or their e-mail address when they named no company. */
function recruiterName(recruiter: { email?: string | null; companyName?: string | null }): string {
  const company = recruiter.companyName?.trim();
  return company ? `the recruiter at ${company}` : (recruiter.email ?? "the recruiter");
}

/** Whom a report or suspension is about, as the dialogs name them. */
function nameOf(about: { recruiter?: OpenReport["recruiter"]; jobSeeker?: OpenReport["jobSeeker"] }): string {
  if (about.jobSeeker) return `job seeker ${about.jobSeeker.codename}`;
  return about.recruiter ? recruiterName(about.recruiter) : "them";
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function dialogText(pending: Pending): DialogText {
  if (pending.kind === "lift") {
    const { account } = pending;
    const seeker = account.role === "job_seeker";
    return {
      title: `Lift the suspension of ${seeker ? `job seeker ${account.codename}` : recruiterName(account)}?`,
      description: seeker
        ? "Their profile shows again as they last chose, and they can write in their conversations again."
        : `${account.email} will be able to search, view candidates and send requests again. ` +
          'Requests that ended as "Withdrawn" stay withdrawn.',
      confirmLabel: "Lift suspension",
      pendingLabel: "Lifting...",
    };
  }
  const { recruiter, jobSeeker } = pending.report;
  const name = nameOf(pending.report);
  switch (pending.action) {
    case "dismiss":
      return {
        title: "Dismiss this report?",
        description: `The report is closed and nothing happens to ${name}; they are not told.`,
        confirmLabel: "Dismiss report",
        pendingLabel: "Dismissing...",
      };
    case "warn":
      return {
        title: `Warn ${name}?`,
        description: jobSeeker
          ? "The warning e-mail below is sent to their address (never shown here), and the report is closed."
          : `The warning e-mail below is sent to them at ${recruiter?.email ?? ""}, and the report is closed.`,
        confirmLabel: "Send warning",
        pendingLabel: "Sending...",
      };
    case "suspend":
      return jobSeeker
        ? {
            title: `Suspend ${name}?`,
            description:
              "Their profile is hidden from search and from recruiters who open it, and they cannot write in " +
              "conversations. The report is closed. You can lift the suspension later.",
            confirmLabel: "Suspend job seeker",
            pendingLabel: "Suspending...",
            destructive: true,
          }
        : {
            title: `Suspend ${name}?`,
            description:
              `The recruiter (${recruiter?.email ?? ""}) will not be able to search, view candidates or send requests, ` +
              'and their pending requests end as "Withdrawn". The report is closed. You can lift the suspension later.',
            confirmLabel: "Suspend recruiter",
            pendingLabel: "Suspending...",
            destructive: true,
          };
  }
}

/** The toast once it is done. */
function doneText(pending: Pending): { title: string; description: string } {
  if (pending.kind === "lift") {
    const { account } = pending;
    const name = account.role === "job_seeker" ? `Job seeker ${account.codename}` : capitalised(recruiterName(account));
    return { title: "Suspension lifted", description: `${name} can use Veil again.` };
  }
  const { recruiter, jobSeeker } = pending.report;
  switch (pending.action) {
    case "dismiss":
      return { title: "Report dismissed", description: "The report is closed." };
    case "warn":
      return jobSeeker
        ? { title: "Job seeker warned", description: `The warning e-mail is on its way to ${nameOf(pending.report)}.` }
        : { title: "Recruiter warned", description: `The warning e-mail is on its way to ${recruiter?.email ?? ""}.` };
    case "suspend":
      return jobSeeker
        ? {
            title: "Job seeker suspended",
            description: `${capitalised(nameOf(pending.report))} is hidden from search and can no longer write.`,
          }
        : {
            title: "Recruiter suspended",
            description: `${capitalised(nameOf(pending.report))} can no longer search, view candidates or send requests.`,
          };
  }
}

/** The warning e-mail as this recruiter or job seeker will get it, inside the Warn dialog. */
function WarningPreview({ report }: { report: OpenReport }) {
  const template = useWarningTemplate(report.against);
  if (template.isPending) return <p className="text-sm text-muted-foreground">Loading the warning e-mail...</p>;
  if (template.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        The warning e-mail could not be shown here; the one saved under &ldquo;Warning e-mail&rdquo; is sent.
      </p>
    );
  }
  const name = report.jobSeeker ? report.jobSeeker.codename : report.recruiter?.companyName;
  const email = warningFor(template.data, report.against, name);
  return (
    <figure className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <figcaption className="text-xs font-medium text-muted-foreground">The warning e-mail</figcaption>
      <p className="font-semibold break-words">{email.subject}</p>
      <p className="break-words whitespace-pre-wrap">{email.body}</p>
    </figure>
  );
}

function NoReports() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
      <ShieldCheckIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No open reports</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        When a job seeker reports a recruiter, or a recruiter a candidate, the report waits here for you.
      </p>
    </div>
  );
}

/**
 * /admin-reports: the open reports about recruiters and job seekers, oldest first, each
 * dismissed, or whom it is about warned or suspended, with a reason for the audit log; the
 * suspended accounts; and the two warning e-mails. Who reported is never shown: the server
 * does not send it, nor a job seeker's name or address.
 */
export default function AdminReportsPage() {
  const queue = useModerationQueue();
  const act = useActOnReport();
  const lift = useLiftSuspension();

  const [pending, setPending] = React.useState<Pending | null>(null);
  const [open, setOpen] = React.useState(false);
  const [dialogKey, setDialogKey] = React.useState(0);
  const opener = React.useRef<HTMLElement | null>(null);
  const reportsHeading = React.useRef<HTMLHeadingElement>(null);
  const suspendedHeading = React.useRef<HTMLHeadingElement>(null);

  const start = (next: Pending) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    act.reset();
    lift.reset();
    setPending(next);
    setDialogKey((key) => key + 1);
    setOpen(true);
  };

  // The button that opened the dialog, or, when its card or row is gone, its section's heading.
  const returnFocus = () => {
    if (opener.current?.isConnected) opener.current.focus();
    else (pending?.kind === "lift" ? suspendedHeading : reportsHeading).current?.focus();
  };

  const confirm = (reason: string) => {
    if (!pending) return;
    const done = () => {
      setOpen(false);
      toast(doneText(pending));
    };
    if (pending.kind === "lift") {
      lift.mutate({ accountId: pending.account.id, reason }, { onSuccess: done });
    } else {
      act.mutate({ reportId: pending.report.id, action: pending.action, reason }, { onSuccess: done });
    }
  };

  const mutation = pending?.kind === "lift" ? lift : act;
  const error = mutation.isError
    ? (serverMessage(mutation.error) ?? "Something went wrong. Please try again.")
    : null;

  const reports = queue.data?.reports ?? [];
  let reportsContent: React.ReactNode;
  if (queue.isPending) reportsContent = <CardSkeletons label="Loading reports" />;
  else if (queue.isError && !queue.data)
    reportsContent = (
      <LoadFailed
        message="Could not load the reports."
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  else if (reports.length === 0) reportsContent = <NoReports />;
  else
    reportsContent = (
      <ul className="grid gap-6">
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onAction={(action, r) => start({ kind: "report", action, report: r })} />
          </li>
        ))}
      </ul>
    );

  let suspendedContent: React.ReactNode;
  if (queue.isPending) suspendedContent = <CardSkeletons label="Loading suspended accounts" count={1} />;
  else if (!queue.data) suspendedContent = <p className="text-sm text-muted-foreground">Not loaded.</p>;
  else
    suspendedContent = (
      <SuspendedList accounts={queue.data.suspended} onLift={(account) => start({ kind: "lift", account })} />
    );

  const text = pending ? dialogText(pending) : null;

  return (
    <PageContainer
      title="Reports"
      description="What job seekers reported about recruiters and recruiters about candidates, oldest first. You see what was reported and why, never who reported it."
      className="max-w-[1500px]"
    >
      <AdminNav />
      <div className="grid gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <section aria-labelledby="open-reports-heading" className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id="open-reports-heading"
              ref={reportsHeading}
              tabIndex={-1}
              className="text-xl font-semibold outline-none"
            >
              Open reports
            </h2>
            {queue.data && reports.length > 0 && <Badge variant="secondary">{reports.length}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            Each action asks for a reason, which is kept in the audit log.
            {reports.length >= QUEUE_LIMIT && ` The oldest ${QUEUE_LIMIT} are shown; close some to see the rest.`}
          </p>
          <div aria-busy={queue.isFetching ? true : undefined}>{reportsContent}</div>
        </section>

        <div className="grid min-w-0 gap-10">
          <section aria-labelledby="suspended-heading" className="grid gap-4">
            <div className="space-y-1">
              <h2
                id="suspended-heading"
                ref={suspendedHeading}
                tabIndex={-1}
                className="text-xl font-semibold outline-none"
              >
                Suspended accounts
              </h2>
              <p className="text-sm text-muted-foreground">
                Recruiters cannot search, view candidates or send requests, and job seekers&apos; profiles are hidden and
                they cannot write, until the suspension is lifted.
              </p>
            </div>
            {suspendedContent}
          </section>

          <section aria-labelledby="warning-heading" className="grid gap-4">
            <div className="space-y-1">
              <h2 id="warning-heading" className="text-xl font-semibold">
                Warning e-mail
              </h2>
              <p className="text-sm text-muted-foreground">
                What a recruiter gets when you warn them.{" "}
                <code className="rounded bg-muted px-1 font-mono">{placeholderOf("recruiter")}</code> is replaced by
                their company name.
              </p>
            </div>
            <WarningTemplateForm audience="recruiter" />
          </section>

          <section aria-labelledby="job-seeker-warning-heading" className="grid gap-4">
            <div className="space-y-1">
              <h2 id="job-seeker-warning-heading" className="text-xl font-semibold">
                Warning e-mail to job seekers
              </h2>
              <p className="text-sm text-muted-foreground">
                What a job seeker gets when you warn them.{" "}
                <code className="rounded bg-muted px-1 font-mono">{placeholderOf("job_seeker")}</code> is replaced by
                their profile&apos;s codename.
              </p>
            </div>
            <WarningTemplateForm audience="job_seeker" />
          </section>
        </div>
      </div>

      {pending && text && (
        <ReasonDialog
          key={dialogKey}
          open={open}
          onOpenChange={setOpen}
          title={text.title}
          description={text.description}
          confirmLabel={text.confirmLabel}
          pendingLabel={text.pendingLabel}
          destructive={text.destructive}
          pending={mutation.isPending}
          error={error}
          onConfirm={confirm}
          onClosed={returnFocus}
        >
          {pending.kind === "report" && pending.action === "warn" && <WarningPreview report={pending.report} />}
        </ReasonDialog>
      )}
    </PageContainer>
  );
}
