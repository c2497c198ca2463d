import { BanIcon, MailWarningIcon, XIcon } from "lucide-react";
import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { OpenReport, ReportAction } from "@/features/admin/api/moderation";
import { DateTime } from "@/features/admin/components/DateTime";

/** What was reported, in words. */
export const SUBJECT_LABELS: Record<OpenReport["subject"], string> = {
  request: "A reveal request",
  message: "A message",
  recruiter: "The recruiter (from a profile view)",
  profile: "The candidate's anonymous profile",
};

/** The recruiter's company as the admin reads it. */
export function companyOf(recruiter: { companyName?: string | null }): string {
  return recruiter.companyName?.trim() || "No company name";
}

const RECORD_ITEMS = [
  { key: "requestsSent", label: "Requests sent" },
  { key: "approved", label: "Approved" },
  { key: "declined", label: "Declined" },
  { key: "expired", label: "Expired" },
  { key: "reports", label: "Reports against them" },
] as const;

type Props = {
  report: OpenReport;
  /** The admin pressed Dismiss, Warn or Suspend. */
  onAction: (action: ReportAction, report: OpenReport) => void;
};

/** A reported recruiter: company, role, address and record. */
function RecruiterBox({ recruiter, nameId }: { recruiter: NonNullable<OpenReport["recruiter"]>; nameId: string }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-medium text-muted-foreground">Recruiter</h4>
        {recruiter.suspended && <Badge variant="destructive">Suspended</Badge>}
      </div>
      <div className="min-w-0">
        <p id={nameId} className="font-semibold break-words">
          {companyOf(recruiter)}
        </p>
        {recruiter.recruiterRole && <p className="text-sm break-words">{recruiter.recruiterRole}</p>}
        <p className="text-sm break-all text-muted-foreground">{recruiter.email}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {RECORD_ITEMS.map(({ key, label }) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{recruiter.record[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Reports against them include this one.</p>
    </div>
  );
}

/** A reported job seeker: only their codename and the reports against them. */
function JobSeekerBox({ jobSeeker, nameId }: { jobSeeker: NonNullable<OpenReport["jobSeeker"]>; nameId: string }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-medium text-muted-foreground">Job seeker</h4>
        {jobSeeker.suspended && <Badge variant="destructive">Suspended</Badge>}
      </div>
      <p id={nameId} className="font-semibold break-words">
        {jobSeeker.codename}
      </p>
      <dl>
        <dt className="text-xs text-muted-foreground">Reports against them</dt>
        <dd className="text-lg font-semibold tabular-nums">{jobSeeker.reports}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">
        Known by their codename only: Veil never shows who is behind a profile. Reports against them include this one.
      </p>
    </div>
  );
}

/**
 * One open report: why and when, what was reported (quoted as it was), the reporter's note,
 * and the recruiter with their record, or the job seeker by codename. Nothing about who
 * reported it: the server never sends it.
 */
export function ReportCard({ report, onAction }: Props) {
  const id = React.useId();
  const titleId = `${id}-title`;
  const companyId = `${id}-company`;
  const { recruiter, jobSeeker } = report;

  return (
    <article aria-labelledby={`${titleId} ${companyId}`}>
      <Card className="gap-5">
        <CardHeader className="gap-1 px-4 sm:px-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id={titleId} className="text-lg font-semibold">
              {report.reasonLabel}
            </h3>
            <p className="text-sm text-muted-foreground">
              Reported <DateTime value={report.reportedAt} />
            </p>
          </div>
        </CardHeader>

        <CardContent className="grid gap-5 px-4 sm:px-6">
          <div className="grid gap-2">
            <h4 className="text-sm font-medium text-muted-foreground">What was reported</h4>
            <p className="font-medium">{SUBJECT_LABELS[report.subject]}</p>
            {report.content && (
              <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-wrap">
                {report.content}
              </blockquote>
            )}
          </div>

          {report.note && (
            <div className="grid gap-2">
              <h4 className="text-sm font-medium text-muted-foreground">
                {report.against === "recruiter" ? "The job seeker's note" : "The recruiter's note"}
              </h4>
              <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-wrap">
                {report.note}
              </blockquote>
            </div>
          )}

          {recruiter && <RecruiterBox recruiter={recruiter} nameId={companyId} />}
          {jobSeeker && <JobSeekerBox jobSeeker={jobSeeker} nameId={companyId} />}
        </CardContent>

        <CardFooter className="px-4 sm:px-6">
          <div role="group" aria-labelledby={`${titleId} ${companyId}`} className="flex w-full flex-wrap gap-2">
            <Button variant="outline" onClick={() => onAction("dismiss", report)}>
              <XIcon aria-hidden="true" />
              Dismiss
            </Button>
            <Button variant="outline" onClick={() => onAction("warn", report)}>
              <MailWarningIcon aria-hidden="true" />
              Warn
            </Button>
            <Button variant="destructive" onClick={() => onAction("suspend", report)}>
              <BanIcon aria-hidden="true" />
              Suspend
            </Button>
          </div>
        </CardFooter>
      </Card>
    </article>
  );
}
