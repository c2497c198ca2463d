import * as React from "react";
import { AlertTriangleIcon, HistoryIcon, InboxIcon, RotateCwIcon } from "lucide-react";

import { useEmployerShield } from "@/api/employer-shield";
import { useProfile } from "@/api/profile";
import { PageContainer } from "@/components/PageContainer";
import { ReportRecruiterButton } from "@/components/ReportRecruiterButton";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { detectMessageLeaks, type IdentityLeak } from "@/lib/identity-leaks";

import { useReceivedRequests, type ReceivedRequest } from "../api/received-requests";
import type { ThreadMessage } from "../api/thread";
import { DepartedThreadsSlot } from "../components/DepartedThreadsSlot";
import { ReceivedRequestCard } from "../components/ReceivedRequestCard";
import { RequestStatsCard } from "../components/RequestStatsCard";
import { RequestThread } from "../components/RequestThread";
import { TipsCard } from "../components/TipsCard";
import { useAnswerActions } from "../hooks/use-answer-actions";
import { companyName } from "../lib/company";

/** The job seeker reports a recruiter's message from the conversation. */
function reportAction(message: ThreadMessage, company: string) {
  if (message.from !== "recruiter") return null;
  return <ReportRecruiterButton target={{ messageId: message.id }} companyName={company} what="message" className="h-7 px-2" />;
}

function LoadingRequests() {
  return (
    <div role="status" aria-label="Loading reveal requests" className="grid gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-4 rounded-lg border p-5" aria-hidden="true">
          <div className="flex items-start gap-3">
            <div className="size-12 animate-pulse rounded-lg bg-muted" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/4 animate-pulse rounded bg-muted" />
            </div>
            <div className="h-5 w-16 animate-pulse rounded bg-muted" />
          </div>
          <div className="h-14 animate-pulse rounded bg-muted" />
          <div className="flex gap-2">
            <div className="h-9 w-36 animate-pulse rounded-md bg-muted" />
            <div className="h-9 w-36 animate-pulse rounded-md bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">Error loading requests</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        Retry
      </Button>
    </div>
  );
}

function NoRequests() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
      <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No reveal requests at the moment</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Recruiters who would like to know who you are will appear here. Your identity stays hidden until you approve.
      </p>
    </div>
  );
}

/**
 * /reveal-requests (docs/spec/features.md section 2): every request this job seeker received, with
 * approve, decline and switch, the counts, and tips for deciding.
 */
export default function RevealRequestsPage() {
  const received = useReceivedRequests();
  const { approve, decline, changeDuration, busy, confirmDialog } = useAnswerActions();
  const profile = useProfile();
  const shield = useEmployerShield();
  const identity = profile.data?.identity;
  const shieldedCompanies = React.useMemo(
    () => (shield.data?.entries ?? []).map((entry) => entry.companyName),
    [shield.data],
  );
  // A message is checked for what the profile check looks for, and the shielded companies.
  const checkLeaks = React.useCallback(
    (text: string): IdentityLeak<"message">[] =>
      detectMessageLeaks(
        text,
        {
          firstName: identity?.firstName ?? "",
          lastName: identity?.lastName ?? "",
          email: identity?.email ?? "",
          phoneNumber: identity?.phoneNumber,
          linkedinUrl: identity?.linkedinUrl,
        },
        shieldedCompanies,
      ),
    [identity, shieldedCompanies],
  );

  const { isError, errorUpdatedAt } = received;
  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: "Failed to load reveal requests" });
  }, [isError, errorUpdatedAt]);

  const onApprove = (request: ReceivedRequest) => approve({ id: request.id, companyName: companyName(request.company) });
  const onDecline = (request: ReceivedRequest) => decline({ id: request.id, companyName: companyName(request.company) });

  let history: React.ReactNode;
  if (received.isPending) history = <LoadingRequests />;
  else if (received.isError)
    history = <LoadFailed onRetry={() => void received.refetch()} retrying={received.isFetching} />;
  else if (received.data.requests.length === 0) history = <NoRequests />;
  else
    history = (
      <ul className="grid gap-4" aria-label="Reveal requests">
        {received.data.requests.map((request) => (
          <li key={request.id}>
            <ReceivedRequestCard
              request={request}
              busy={busy?.id === request.id ? busy.status : null}
              disabled={busy !== null}
              onApprove={onApprove}
              onDecline={onDecline}
              onChangeDuration={(r, duration) => changeDuration(r.id, duration)}
              seekerSalary={profile.data}
              thread={<RequestThread requestId={request.id} checkLeaks={checkLeaks} messageAction={reportAction} />}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <PageContainer
      title="Reveal Requests"
      description="Manage requests from recruiters who want to see your full profile. Only the recruiters you approve learn who you are."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <HistoryIcon className="size-5 text-primary" aria-hidden="true" />
              <h2>Request History</h2>
            </CardTitle>
            <CardDescription>Newest first. You can change your answer at any time.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {history}
            <DepartedThreadsSlot side="job_seeker" />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6" aria-label="Request stats and tips">
          <RequestStatsCard stats={received.data?.stats} loading={received.isPending} />
          <TipsCard />
        </aside>
      </div>
      {confirmDialog}
    </PageContainer>
  );
}
