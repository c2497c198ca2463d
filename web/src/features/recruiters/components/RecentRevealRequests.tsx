import type * as React from "react";
import { SendIcon } from "lucide-react";
import { Link } from "react-router";

import { CandidateAvatar } from "@/components/CandidateAvatar";
import { RequestStatusBadge } from "@/components/RequestStatusBadge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatShortDate } from "@/lib/dates";
import { DASHBOARD_REQUESTS_SHOWN } from "@/features/recruiters/lib/dashboard";
import { paths } from "@/lib/paths";

/** A reveal request this recruiter sent, as the dashboard shows it. */
export type SentRevealRequest = {
  id: string;
  profileId: string;
  /** pending, approved, declined or expired */
  status: string;
  createdAt: string;
  /** The candidate's name and photo: only while the request is approved. */
  candidate?: { firstName: string; lastName: string; avatarUrl?: string | null } | null;
  /** While approved with an end: when the name is hidden again. */
  visibleUntil?: string | null;
  /** When declined: the reason as the candidate chose it, and their note. */
  declineReason?: string | null;
  declineNote?: string | null;
};

/**
 * 'Recent Reveal Requests' on the recruiter dashboard (docs/spec/features.md section 2): the newest
 * five, each with the name only once approved, and each with its conversation.
 */
export function RecentRevealRequests({
  requests,
  renderThread,
}: {
  requests: readonly SentRevealRequest[];
  /** The conversation of a request, shown under it. */
  renderThread?: (requestId: string) => React.ReactNode;
}) {
  const shown = requests.slice(0, DASHBOARD_REQUESTS_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Recent Reveal Requests</h2>
        </CardTitle>
        <CardDescription>The candidates you asked to reveal their identity.</CardDescription>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-10 text-center">
            <SendIcon className="mb-3 size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No reveal requests yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              When you send reveal requests to candidates, they'll appear here.
            </p>
          </div>
        ) : (
          <ul className="divide-y">
            {shown.map((request) => {
              const approved = request.status === "approved" && request.candidate;
              const name = approved
                ? `${request.candidate!.firstName} ${request.candidate!.lastName}`.trim()
                : "Anonymous Candidate";
              return (
                <li key={request.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <CandidateAvatar person={approved ? request.candidate : null} className="size-10" fallbackClassName="text-sm" />
                  {/* On a phone the name keeps its width and the status and link wrap below it. */}
                  <div className="min-w-40 flex-1">
                    <p className="truncate font-medium">{name}</p>
                    <p className="text-sm text-muted-foreground">Requested on {formatShortDate(request.createdAt)}</p>
                    {approved && request.visibleUntil && (
                      <p className="text-sm text-muted-foreground">
                        Visible until {formatShortDate(request.visibleUntil)}
                      </p>
                    )}
                    {request.status === "declined" && request.declineReason && (
                      <p className="text-sm break-words text-muted-foreground">
                        Reason: {request.declineReason}
                        {request.declineNote && <> · “{request.declineNote}”</>}
                      </p>
                    )}
                  </div>
                  <div className="ml-auto flex items-center gap-3">
                    <RequestStatusBadge status={request.status} />
                    <Button asChild variant="outline" size="sm">
                      <Link to={paths.candidate(request.profileId)}>View Profile</Link>
                    </Button>
                  </div>
                  {renderThread && <div className="basis-full">{renderThread(request.id)}</div>}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
