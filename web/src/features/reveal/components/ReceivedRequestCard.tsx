import { CheckIcon, ExternalLinkIcon, MapPinIcon, RepeatIcon, XIcon } from "lucide-react";
import * as React from "react";

import { BlockRecruiterButton } from "@/components/BlockRecruiterButton";
import { ReportRecruiterButton } from "@/components/ReportRecruiterButton";
import { CandidateAvatar } from "@/components/CandidateAvatar";
import { CompanyLogo } from "@/components/CompanyLogo";
import { LinkedInIcon } from "@/components/LinkedInIcon";
import { RequestStatusBadge } from "@/components/RequestStatusBadge";
import { RequestTrustLine } from "@/components/RequestTrustLine";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatShortDate } from "@/lib/dates";
import { websiteHref } from "@/lib/website";

import type { RevealAnswer } from "../api/answer-request";
import type { ReceivedRequest } from "../api/received-requests";
import { companyName } from "../lib/company";
import { declineReasonLabel, REVEAL_DURATIONS, type RevealDuration } from "../lib/decline";
import { isBelowMinimum } from "../lib/offer";
import { OfferDetails } from "./OfferDetails";

type Props = {
  request: ReceivedRequest;
  /** This request's answer being saved, if any. */
  busy: RevealAnswer | null;
  /** Another answer is being saved: the buttons wait. */
  disabled: boolean;
  onApprove: (request: ReceivedRequest) => void;
  onDecline: (request: ReceivedRequest) => void;
  onChangeDuration: (request: ReceivedRequest, duration: RevealDuration) => void;
  /** The job seeker's own minimum salary and country, for the "below your minimum" mark. */
  seekerSalary?: { minSalary: number; country?: string | null } | null;
  /** The conversation with the recruiter, at the card's foot. */
  thread?: React.ReactNode;
};

/**
 * One request on /reveal-requests (docs/spec/features.md section 2): the company, the status, the
 * message and the job details offered, who sent it, and the answers that apply (approve or
 * decline a pending request; switch a decided one; approve an expired one again; change
 * how long an approval lasts), and the conversation (`thread`). Extra blocks about the
 * company go in `children`.
 */
export function ReceivedRequestCard({
  request,
  busy,
  disabled,
  onApprove,
  onDecline,
  onChangeDuration,
  seekerSalary,
  thread,
  children,
}: Props & { children?: React.ReactNode }) {
  const { company, recruiter, status } = request;
  const name = companyName(company);
  const website = websiteHref(company.website);
  const linkedin = websiteHref(recruiter.linkedinUrl);
  const recruiterName = `${recruiter.firstName} ${recruiter.lastName}`.trim();
  const approvedOn = status === "approved" ? formatShortDate(request.approvedAt) : "";
  const durationId = `request-${request.id}-duration`;
  const titleId = `request-${request.id}-company`;

  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-lg border p-4 sm:p-5">
      {/* On a phone the status sits above the company name, so the name and address keep the
          card's width; from sm up it sits on the right. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
        <CompanyLogo logoUrl={company.logoUrl} className="row-span-2 size-12 sm:row-span-1" />
        <div className="col-start-2 row-start-2 min-w-0 space-y-0.5 sm:row-start-1">
          <h3 id={titleId} className="font-semibold break-words">
            {name}
          </h3>
          <RequestTrustLine verified={company.verified} record={request.recruiterRecord} />
          {company.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">{company.location}</span>
            </p>
          )}
          {website && (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              Company Website
              <ExternalLinkIcon className="size-3" aria-hidden="true" />
            </a>
          )}
          <p className="flex flex-wrap gap-x-3 pt-1 text-xs text-muted-foreground">
            <span>Received {formatShortDate(request.createdAt)}</span>
            {approvedOn && <span>Approved on {approvedOn}</span>}
            {status === "approved" && (
              <span>
                {request.visibleUntil
                  ? `Visible until ${formatShortDate(request.visibleUntil)}`
                  : "Visible until you revoke it"}
              </span>
            )}
            {status === "pending" && request.answerBy && (
              <span>Answer by {formatShortDate(request.answerBy)}</span>
            )}
            {status === "expired" && request.expiredAt && (
              <span>Expired on {formatShortDate(request.expiredAt)}</span>
            )}
          </p>
        </div>
        <RequestStatusBadge status={status} className="col-start-2 row-start-1 w-fit sm:col-start-3" />
      </div>

      {children}

      <OfferDetails offer={request.offer} belowMinimum={isBelowMinimum(request.offer, seekerSalary)} />

      {status === "declined" && request.declineReason && (
        <p className="text-sm text-muted-foreground">
          Your reason: <span className="text-foreground">{declineReasonLabel(request.declineReason)}</span>
        </p>
      )}

      {request.message && (
        <blockquote className="rounded-md bg-muted/60 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line">
          {request.message}
        </blockquote>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <CandidateAvatar
          person={{ firstName: recruiter.firstName, lastName: recruiter.lastName, avatarUrl: recruiter.avatarUrl }}
          className="size-10"
          fallbackClassName="text-sm"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium break-words">{recruiterName || "Recruiter"}</p>
          {company.recruiterRole && <p className="text-muted-foreground">{company.recruiterRole}</p>}
        </div>
        {linkedin && (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
          >
            <LinkedInIcon className="size-4" />
            View LinkedIn Profile
          </a>
        )}
      </div>

      <div className="flex flex-col gap-2 sm:flex-row" aria-busy={busy !== null || undefined}>
        {status === "pending" && (
          <>
            <Button disabled={disabled} onClick={() => onApprove(request)}>
              {busy === "approved" ? <Spinner /> : <CheckIcon aria-hidden="true" />}
              Approve Request
            </Button>
            <Button variant="outline" disabled={disabled} onClick={() => onDecline(request)}>
              {busy === "declined" ? <Spinner /> : <XIcon aria-hidden="true" />}
              Decline Request
            </Button>
          </>
        )}
        {status === "declined" && (
          <Button variant="outline" disabled={disabled} onClick={() => onApprove(request)}>
            {busy === "approved" ? <Spinner /> : <RepeatIcon aria-hidden="true" />}
            Switch to Approve
          </Button>
        )}
        {status === "approved" && (
          <Button variant="outline" disabled={disabled} onClick={() => onDecline(request)}>
            {busy === "declined" ? <Spinner /> : <RepeatIcon aria-hidden="true" />}
            Switch to Declined
          </Button>
        )}
        {status === "expired" && (
          <Button disabled={disabled} onClick={() => onApprove(request)}>
            {busy === "approved" ? <Spinner /> : <CheckIcon aria-hidden="true" />}
            Approve Again
          </Button>
        )}
        <BlockRecruiterButton target={{ requestId: request.id }} companyName={name} className="sm:ml-auto" />
        <ReportRecruiterButton target={{ requestId: request.id }} companyName={name} what="request" />
      </div>
      {status === "approved" && (
        <div className="grid gap-1.5 sm:max-w-xs">
          <Label htmlFor={durationId}>Show my identity for</Label>
          <NativeSelect
            id={durationId}
            value={request.revealDuration ?? ""}
            disabled={disabled}
            onChange={(event) => onChangeDuration(request, event.target.value as RevealDuration)}
          >
            {!request.revealDuration && <option value="">Choose how long</option>}
            {REVEAL_DURATIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.value === request.revealDuration ? d.label : `${d.label} from today`}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {thread}
    </article>
  );
}
