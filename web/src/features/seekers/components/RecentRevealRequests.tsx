import { Building2Icon, CheckIcon, ExternalLinkIcon, InboxIcon, MapPinIcon, XIcon } from "lucide-react";
import { Avatar as AvatarPrimitive } from "radix-ui";

import { useRefreshExpiredPhoto } from "@/api/avatar-url";
import { LinkedInIcon } from "@/components/LinkedInIcon";
import { RequestTrustLine } from "@/components/RequestTrustLine";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatShortDate } from "@/lib/dates";
import { initials } from "@/lib/initials";
import type { RecruiterRecord } from "@/lib/recruiter-record";
import { cn } from "@/lib/utils";

/** A reveal request as the dashboard shows it (docs/spec/features.md section 2, "Reveal request card"). */
export type DashboardRevealRequest = {
  id: string;
  /** pending, approved or declined */
  status: string;
  message: string;
  createdAt: string;
  approvedAt?: string | null;
  company: {
    name?: string | null;
    logoUrl?: string | null;
    location?: string | null;
    website?: string | null;
    /** The company's domain is verified. */
    verified?: boolean;
  };
  /** What the recruiter sent lately. */
  recruiterRecord?: RecruiterRecord;
  recruiter: {
    firstName?: string | null;
    lastName?: string | null;
    role?: string | null;
    linkedinUrl?: string | null;
    avatarUrl?: string | null;
  };
};

type Props = {
  requests: readonly DashboardRevealRequest[];
  onApprove?: (id: string) => void;
  onDecline?: (id: string) => void;
  /** The request being answered, whose buttons wait. */
  busyId?: string | null;
};

const STATUS_STYLES: Record<string, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300",
  approved:
    "border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  declined: "border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300",
};

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Only web addresses open from a request card (a stored value is not trusted to be one). */
function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const candidate = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(candidate);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function RequestCard({ request, onApprove, onDecline, busy }: {
  request: DashboardRevealRequest;
  onApprove?: (id: string) => void;
  onDecline?: (id: string) => void;
  busy: boolean;
}) {
  const refreshExpired = useRefreshExpiredPhoto();
  const companyName = request.company.name?.trim() || "Unknown Company";
  const website = safeHref(request.company.website);
  const linkedin = safeHref(request.recruiter.linkedinUrl);
  const recruiterName = [request.recruiter.firstName, request.recruiter.lastName].filter(Boolean).join(" ");
  const status = request.status.toLowerCase();

  return (
    <li className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start gap-3">
        <AvatarPrimitive.Root className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
          {request.company.logoUrl && (
            <AvatarPrimitive.Image src={request.company.logoUrl} alt="" className="size-full object-contain" />
          )}
          <AvatarPrimitive.Fallback>
            <Building2Icon className="size-5 text-muted-foreground" aria-hidden="true" />
          </AvatarPrimitive.Fallback>
        </AvatarPrimitive.Root>
        <div className="min-w-0 flex-1">
          <h3 className="font-medium">{companyName}</h3>
          {request.recruiterRecord && (
            <RequestTrustLine verified={request.company.verified ?? false} record={request.recruiterRecord} />
          )}
          {request.company.location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5" aria-hidden="true" />
              {request.company.location}
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
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant="outline" className={STATUS_STYLES[status]}>
            {capitalise(status)}
          </Badge>
          {status === "approved" && request.approvedAt && (
            <span className="text-xs text-muted-foreground">Approved {formatShortDate(request.approvedAt)}</span>
          )}
        </div>
      </div>

      {request.message && <p className="text-sm whitespace-pre-line">{request.message}</p>}

      <div className="flex flex-wrap items-center gap-3 border-t pt-3">
        <AvatarPrimitive.Root className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-xs font-semibold text-secondary-foreground">
          {request.recruiter.avatarUrl && (
            <AvatarPrimitive.Image
              src={request.recruiter.avatarUrl}
              alt=""
              className="size-full object-cover"
              onLoadingStatusChange={(status) => {
                if (status === "error" && request.recruiter.avatarUrl) refreshExpired(request.recruiter.avatarUrl);
              }}
            />
          )}
          <AvatarPrimitive.Fallback>{initials(request.recruiter.firstName, request.recruiter.lastName)}</AvatarPrimitive.Fallback>
        </AvatarPrimitive.Root>
        <div className="min-w-0 flex-1 text-sm">
          {recruiterName && <p className="font-medium">{recruiterName}</p>}
          {request.recruiter.role && <p className="text-muted-foreground">{request.recruiter.role}</p>}
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

      {status === "pending" && (onApprove || onDecline) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {onApprove && (
            <Button size="sm" disabled={busy} onClick={() => onApprove(request.id)}>
              <CheckIcon aria-hidden="true" />
              Approve Request
            </Button>
          )}
          {onDecline && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecline(request.id)}>
              <XIcon aria-hidden="true" />
              Decline Request
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The dashboard's 'Recent Reveal Requests': the requests it is given, or the spec's empty
 * state. Where the list comes from and what answering does is the page's business.
 */
export function RecentRevealRequests({ requests, onApprove, onDecline, busyId = null }: Props) {
  if (requests.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No reveal requests yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          When recruiters are interested in your profile, their requests will appear here.
        </p>
      </div>
    );
  }
  return (
    <ul className={cn("space-y-3")}>
      {requests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          onApprove={onApprove}
          onDecline={onDecline}
          busy={busyId === request.id}
        />
      ))}
    </ul>
  );
}
