import * as React from "react";
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SearchXIcon,
  UserCheckIcon,
  WalletIcon,
} from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useLocation, useParams } from "react-router";

import { isApiError } from "@/api/client";
import { forgetCachedUser, useSession } from "@/api/session";
import { CandidateAvatar } from "@/components/CandidateAvatar";
import { CenteredStatus } from "@/components/CenteredStatus";
import { LinkedInIcon } from "@/components/LinkedInIcon";
import { ScreeningList } from "@/components/ScreeningList";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { RequestThread } from "@/features/reveal/components/RequestThread";
import { RevealRequestDialog } from "@/features/reveal/components/RevealRequestDialog";
import { paths } from "@/lib/paths";
import {
  isCandidateNotFound,
  useCandidate,
  type CandidateView,
  type Identity,
} from "@/features/search/api/candidate";
import type { CandidateLinkState } from "@/features/search/components/CandidateCard";
import { JobTypeBadge } from "@/features/search/components/JobTypeBadge";
import { UsualAnswerNote } from "@/components/UsualAnswerNote";
import { RevealButton, type RevealCandidate } from "@/features/search/components/RevealButton";
import { useRecordProfileView } from "@/features/views/hooks/use-record-profile-view";
import { formatShortDate } from "@/lib/dates";
import { declineReasonLabel } from "@/features/reveal/lib/decline";
import { formatLocation, formatSalaryRange } from "@/lib/salary";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ReportCandidateButton } from "@/components/ReportCandidateButton";


/** /search-candidates, with the search the profile was opened from when there was one. */
function useSearchHref(): string {
  const state = useLocation().state as CandidateLinkState | null;
  const from = state?.fromSearch;
  return typeof from === "string" && from.startsWith("?") ? `${paths.searchCandidates}${from}` : paths.searchCandidates;
}

function BackToSearch() {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to={useSearchHref()}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Search
      </Link>
    </Button>
  );
}

function MissingProfileId() {
  React.useEffect(() => {
    toast({ variant: "destructive", title: "Error", description: "Profile ID is missing" });
  }, []);
  return <Navigate to={paths.searchCandidates} replace />;
}

/**
 * /candidate/{profileId} (docs/spec/features.md section 2, 'Candidate profile'): the anonymous
 * profile, and the candidate's identity only while this recruiter's request is approved
 * (or when it is the viewer's own profile).
 */
export default function CandidatePage() {
  const { profileId = "" } = useParams();
  const id = profileId.trim();
  if (!id) return <MissingProfileId />;
  return <CandidateProfile profileId={id} />;
}

function CandidateProfile({ profileId }: { profileId: string }) {
  const queryClient = useQueryClient();
  const candidate = useCandidate(profileId);
  const { data: session } = useSession();
  const searchHref = useSearchHref();
  // A visit counts once the profile has loaded (so we know whether it is the viewer's own).
  useRecordProfileView(profileId, {
    ready: candidate.isSuccess,
    isOwnProfile: Boolean(candidate.data?.isOwnProfile) || session?.user.id === profileId,
  });

  const { isError, error, errorUpdatedAt } = candidate;
  const signedOut = isError && isApiError(error) && error.status === 401;
  const notFound = isError && isCandidateNotFound(error);

  React.useEffect(() => {
    if (!isError || notFound) return;
    if (signedOut) {
      toast({
        variant: "destructive",
        title: "Authentication Required",
        description: "You need to sign in to view candidate profiles",
      });
      // The route guard then sends the visitor to /signin, remembering this page.
      forgetCachedUser(queryClient);
    } else {
      toast({ variant: "destructive", title: "Error", description: "Failed to load profile" });
    }
  }, [isError, notFound, signedOut, errorUpdatedAt, queryClient]);

  useDocumentTitle(candidate.data ? displayName(candidate.data) : "Candidate Profile");

  if (candidate.isPending) return <CenteredStatus text="Loading profile..." />;

  if (notFound) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
        <SearchXIcon className="mb-4 size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">Profile Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          This candidate profile does not exist or is no longer visible to recruiters.
        </p>
        <Button asChild className="mt-6">
          <Link to={searchHref}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Search
          </Link>
        </Button>
      </div>
    );
  }

  if (candidate.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Something Went Wrong</h1>
        <p className="mt-2 text-muted-foreground">Failed to load profile</p>
        <div className="mt-6 flex gap-3">
          <Button variant="outline" asChild>
            <Link to={searchHref}>Back to Search</Link>
          </Button>
          <Button onClick={() => void candidate.refetch()}>Try Again</Button>
        </div>
      </div>
    );
  }

  return <CandidateDetails view={candidate.data} hasEmployerProfile={session?.hasEmployerProfile ?? false} />;
}

function fullName(identity: Identity): string {
  return `${identity.firstName} ${identity.lastName}`.trim();
}

/** The name once revealed, otherwise the codename. */
function displayName(view: CandidateView): string {
  return (view.identity && fullName(view.identity)) || view.profile.codename;
}

function CandidateDetails({ view, hasEmployerProfile }: { view: CandidateView; hasEmployerProfile: boolean }) {
  const { profile, identity, revealRequest, isOwnProfile } = view;
  const revealed = Boolean(identity) || isOwnProfile;
  const approvedOn = revealRequest?.status === "approved" ? formatShortDate(revealRequest.approvedAt) : "";
  const name = identity ? fullName(identity) : "";

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <BackToSearch />

      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <Card className="items-center gap-4 text-center">
            <CardContent className="flex flex-col items-center gap-3">
              <CandidateAvatar
                person={identity}
                className="size-24"
                fallbackClassName="text-2xl"
              />
              <div className="space-y-1">
                <h1 className="text-2xl font-bold tracking-tight break-words">{name || profile.codename}</h1>
                {name && <p className="text-sm text-muted-foreground">{profile.codename}</p>}
                {profile.headline && <p className="text-muted-foreground">{profile.headline}</p>}
              </div>
              <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon className="size-4" aria-hidden="true" />
                  {formatLocation(profile.location)}
                </span>
                <JobTypeBadge jobType={profile.jobType} />
              </div>
              <UsualAnswerNote usual={profile.usualAnswer} />
              {isOwnProfile ? (
                <Badge variant="secondary">This is your profile</Badge>
              ) : (
                <>
                  <RevealSection view={view} hasEmployerProfile={hasEmployerProfile} />
                  <RequestTermsNote request={view.revealRequest} />
                  <React.Suspense fallback={null}>
                    <ReportCandidateButton target={{ profileId: profile.id }} codename={profile.codename} what="profile" />
                  </React.Suspense>
                </>
              )}
            </CardContent>
          </Card>

          <ContactCard identity={identity} revealed={revealed} />

          <Card className="gap-3">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <WalletIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <h2>Salary Expectations</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-lg font-semibold">
                {formatSalaryRange(profile.minSalary, profile.maxSalary, profile.country)}
              </p>
            </CardContent>
          </Card>

          <Card className="gap-3">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <UserCheckIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <h2>Screening</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ScreeningList screening={profile.screening} empty="Not specified" />
            </CardContent>
          </Card>
        </div>

        <div className="space-y-6 lg:col-span-2">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <BriefcaseIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                <h2>{profile.headline || "Headline not specified"}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-6">
              {profile.pitch.trim() && (
                <blockquote className="border-l-4 border-indigo-300 pl-4 text-base leading-relaxed italic dark:border-indigo-500/60">
                  {profile.pitch}
                </blockquote>
              )}
              <section aria-labelledby="summary-heading" className="space-y-2">
                <h3 id="summary-heading" className="font-semibold">
                  Professional Summary
                </h3>
                <p className="leading-relaxed whitespace-pre-line text-muted-foreground">
                  {profile.summary.trim() || "No summary provided."}
                </p>
              </section>
              <section aria-labelledby="skills-heading" className="space-y-2">
                <h3 id="skills-heading" className="font-semibold">
                  Technical Skills
                </h3>
                {profile.skills.length > 0 ? (
                  <ul className="flex flex-wrap gap-2" aria-labelledby="skills-heading">
                    {profile.skills.map((skill, index) => (
                      <li key={`${index}-${skill}`}>
                        <Badge variant="secondary" className="px-2.5 py-1 text-sm font-normal">
                          {skill}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground">No skills listed</p>
                )}
              </section>
            </CardContent>
          </Card>
          {revealRequest && !isOwnProfile && (
            <RequestThread
              requestId={revealRequest.id}
              defaultOpen
              messageAction={(message) =>
                message.from === "job_seeker" && (
                  <React.Suspense fallback={null}>
                    <ReportCandidateButton
                      target={{ messageId: message.id }}
                      codename={profile.codename}
                      what="message"
                      className="h-7 px-2"
                    />
                  </React.Suspense>
                )
              }
            />
          )}
        </div>
      </div>

      {approvedOn && !isOwnProfile && (
        <p className="mt-8 border-t pt-4 text-center text-sm text-muted-foreground">Identity revealed on {approvedOn}</p>
      )}
    </div>
  );
}

/** This recruiter's request as it stands: when the name hides again, when it ended, or why it was declined. */
function RequestTermsNote({ request }: { request: CandidateView["revealRequest"] }) {
  let text = "";
  if (request?.status === "approved" && request.visibleUntil)
    text = `Visible until ${formatShortDate(request.visibleUntil)}`;
  else if (request?.status === "expired" && request.expiredAt) text = `Expired on ${formatShortDate(request.expiredAt)}`;
  else if (request?.status === "declined" && request.declineReason)
    text = `Reason: ${declineReasonLabel(request.declineReason)}${request.declineNote ? ` · “${request.declineNote}”` : ""}`;
  if (!text) return null;
  return <p className="text-sm break-words text-muted-foreground">{text}</p>;
}

function RevealSection({ view, hasEmployerProfile }: { view: CandidateView; hasEmployerProfile: boolean }) {
  const needsCompanyProfile = !hasEmployerProfile && !view.revealRequest;
  const [revealFor, setRevealFor] = React.useState<RevealCandidate | null>(null);
  return (
    <div className="flex w-full flex-col items-center gap-2">
      <RevealButton
        candidate={view.profile}
        revealRequest={view.revealRequest}
        variant="profile"
        disabled={needsCompanyProfile}
        onRequest={needsCompanyProfile ? undefined : setRevealFor}
        className="w-full"
      />
      <RevealRequestDialog
        candidate={
          revealFor && {
            ...revealFor,
            requestPreferences: view.requestPreferences,
            jobType: view.profile.jobType,
            minimum: { minSalary: view.profile.minSalary, country: view.profile.country },
          }
        }
        screen="profile"
        onClose={() => setRevealFor(null)}
      />
      {needsCompanyProfile && (
        <p className="text-sm text-muted-foreground">
          Complete your recruiter profile to send reveal requests.{" "}
          <Link to={paths.onboardingRecruiter} className="font-medium text-primary underline-offset-4 hover:underline">
            Create Profile
          </Link>
        </p>
      )}
    </div>
  );
}

function ContactCard({ identity, revealed }: { identity: Identity | null | undefined; revealed: boolean }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2>Contact</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {revealed && identity ? (
          <ul className="space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a href={`mailto:${identity.email}`} className="break-all text-primary underline-offset-4 hover:underline">
                {identity.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <LinkedInIcon className="size-4 shrink-0 text-muted-foreground" />
              {identity.linkedinUrl ? (
                <a
                  href={identity.linkedinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  LinkedIn Profile
                </a>
              ) : (
                <span className="text-muted-foreground">No LinkedIn profile</span>
              )}
            </li>
            {identity.phoneNumber && (
              <li className="flex items-center gap-2">
                <PhoneIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <a
                  href={`tel:${(identity.phoneCountryCode ?? "") + identity.phoneNumber}`.replace(/[^\d+:a-z]/g, "")}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {[identity.phoneCountryCode, identity.phoneNumber].filter(Boolean).join(" ")}
                </a>
              </li>
            )}
          </ul>
        ) : (
          <div className="flex items-start gap-3 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
            <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>Contact details are hidden until the candidate approves your reveal request.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
