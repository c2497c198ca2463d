import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import {
  BarChart3Icon,
  EyeIcon,
  FileTextIcon,
  HistoryIcon,
  MapPinIcon,
  PencilIcon,
  ShieldIcon,
  UserRoundIcon,
  ZapIcon,
} from "lucide-react";
import { Link } from "react-router";

import { useSession } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { Spinner } from "@/components/Spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { WeeklySummaryCard } from "@/features/activity/components/WeeklySummaryCard";
import { useReceivedRequests } from "@/features/reveal/api/received-requests";
import { useAnswerActions } from "@/features/reveal/hooks/use-answer-actions";
import { companyName, dashboardRevealRequests } from "@/features/reveal/lib/company";
import { useTotalViews } from "@/features/views/api/total-views";
import { RecentViewers } from "@/features/views/components/RecentViewers";
import { RecentlyViewedProfiles } from "@/features/views/components/RecentlyViewedProfiles";
import { paths } from "@/lib/paths";
import { formatLocation } from "@/lib/salary";
import { useDocumentTitle } from "@/lib/use-document-title";

import { profileQueryOptions, type OwnProfile } from "@/api/profile";
import { LoadError } from "@/features/seekers/components/LoadError";
import { ProfileNotFound } from "@/features/seekers/components/ProfileNotFound";
import { RecentRevealRequests } from "@/features/seekers/components/RecentRevealRequests";
import { RevealStats, Stat } from "@/features/seekers/components/RevealStats";
import { FreshnessBanner } from "@/features/seekers/components/FreshnessBanner";
import { HiddenFromCard } from "@/features/seekers/components/shield/HiddenFromCard";
import { StatusBadge } from "@/features/seekers/components/StatusBadge";
import { useHasApprovedReveal } from "./use-has-approved-reveal";
import { PROFILE_STATUS_OPTIONS } from "@/features/seekers/lib/profile-options";
import { afreshOnArrival } from "@/api/fresh-on-arrival";

const loadFailure = "Could not load profile data. Please try again.";

/** How many of the newest reveal requests the dashboard shows. */
const RECENT_REQUESTS_SHOWN = 3;

function SectionTitle({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <CardTitle className="flex items-center gap-2 text-lg [&_svg]:size-5 [&_svg]:text-primary">
      {icon}
      <h2>{children}</h2>
    </CardTitle>
  );
}

function ProfileOverview({ profile }: { profile: OwnProfile }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle icon={<UserRoundIcon aria-hidden="true" />}>Profile Overview</SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5">
          <div className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">Headline</dt>
            <dd className="text-lg font-medium break-words">{profile.headline}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">Location</dt>
            <dd className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {formatLocation(profile.location)}
            </dd>
          </div>
          <div className="grid gap-2">
            <dt className="text-sm font-medium text-muted-foreground">Skills</dt>
            <dd>
              {profile.skills.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label="Skills">
                  {profile.skills.map((skill) => (
                    <li key={skill}>
                      <Badge variant="secondary">{skill}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted-foreground">No skills specified</span>
              )}
            </dd>
          </div>
          {profile.pitch.trim() && (
            <div className="grid gap-1">
              <dt className="text-sm font-medium text-muted-foreground">Pitch</dt>
              <dd className="whitespace-pre-line break-words">{profile.pitch}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function QuickActions({ showRevealed }: { showRevealed: boolean }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <SectionTitle icon={<ZapIcon aria-hidden="true" />}>Quick Actions</SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild className="justify-start">
          <Link to={paths.editProfile}>
            <PencilIcon aria-hidden="true" />
            Edit Profile
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.profileAnonymous}>
            <EyeIcon aria-hidden="true" />
            View Anonymous Profile
          </Link>
        </Button>
        {showRevealed && (
          <Button asChild variant="outline" className="justify-start">
            <Link to={paths.profileRevealed}>
              <FileTextIcon aria-hidden="true" />
              View Revealed Profile
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.privacyActivity}>
            <HistoryIcon aria-hidden="true" />
            Privacy activity
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function VisibilityCard({ status }: { status: string }) {
  const option = PROFILE_STATUS_OPTIONS.find((o) => o.value === status);
  return (
    <Card className="gap-4">
      <CardHeader>
        <SectionTitle icon={<ShieldIcon aria-hidden="true" />}>Profile Visibility</SectionTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={status} />
          {option && <span className="text-sm text-muted-foreground">{option.description}</span>}
        </div>
        <Link
          to={paths.editProfile}
          className="w-fit text-sm text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          Change visibility
        </Link>
      </CardContent>
    </Card>
  );
}

function StatsOverview({ fallbackCount }: { fallbackCount: number }) {
  const { data } = useReceivedRequests();
  const totalViews = useTotalViews();
  const { isError: viewsFailed, errorUpdatedAt: viewsFailedAt } = totalViews;
  React.useEffect(() => {
    if (viewsFailed)
      toast({ variant: "destructive", title: "Error", description: "Could not load profile view analytics" });
  }, [viewsFailed, viewsFailedAt]);
  return (
    <Card className="gap-4">
      <CardHeader>
        <SectionTitle icon={<BarChart3Icon aria-hidden="true" />}>Stats Overview</SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Stat
            icon={<UserRoundIcon aria-hidden="true" />}
            label="Total Profile Views"
            value={totalViews.data?.total ?? fallbackCount}
            loading={totalViews.isPending}
          />
          <RevealStats total={data?.stats.total ?? 0} pending={data?.stats.pending ?? 0} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** The newest reveal requests, answered here as on /reveal-requests. */
function RecentRequests() {
  const received = useReceivedRequests();
  const { approve, decline, busy, confirmDialog } = useAnswerActions();
  const { isError, errorUpdatedAt } = received;
  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: "Failed to load reveal requests" });
  }, [isError, errorUpdatedAt]);

  if (received.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner className="text-primary" />
        Loading reveal requests...
      </p>
    );
  if (received.isError)
    return (
      <LoadError
        message="Failed to load reveal requests"
        onRetry={() => void received.refetch()}
        retrying={received.isFetching}
      />
    );
  const requests = received.data.requests;
  const company = (id: string) => companyName(requests.find((r) => r.id === id)?.company ?? {});
  return (
    <>
      <RecentRevealRequests
        requests={dashboardRevealRequests(requests.slice(0, RECENT_REQUESTS_SHOWN))}
        onApprove={(id) => approve({ id, companyName: company(id) })}
        onDecline={(id) => decline({ id, companyName: company(id) })}
        busyId={busy?.id ?? null}
      />
      {confirmDialog}
    </>
  );
}

function Dashboard({ profile }: { profile: OwnProfile }) {
  const showRevealed = useHasApprovedReveal();
  const isRecruiter = useSession().data?.roles.isRecruiter ?? false;
  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h1 className="text-3xl font-bold tracking-tight">Your Anonymous Profile</h1>
          <p className="text-muted-foreground">
            {profile.codename ? (
              <>
                Codename: <span className="font-mono font-medium text-foreground">{profile.codename}</span>
              </>
            ) : (
              "Manage your stealth job seeking presence"
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">Profile Status</span>
          <StatusBadge status={profile.status} className="text-sm" />
        </div>
      </header>

      <FreshnessBanner />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <ProfileOverview profile={profile} />
          <Card>
            <CardHeader>
              <SectionTitle icon={<EyeIcon aria-hidden="true" />}>Recent Reveal Requests</SectionTitle>
              <CardDescription>Recruiters who asked to see who you are.</CardDescription>
            </CardHeader>
            <CardContent>
              <RecentRequests />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <SectionTitle icon={<EyeIcon aria-hidden="true" />}>Recent Viewers</SectionTitle>
              <CardDescription>Companies whose recruiters looked at your profile lately.</CardDescription>
            </CardHeader>
            <CardContent>
              <RecentViewers />
            </CardContent>
          </Card>
          {/* Recording is recruiter-only, so only dual-role people have a viewed list. */}
          {isRecruiter && <RecentlyViewedProfiles />}
        </div>
        <aside className="grid content-start gap-6" aria-label="Profile tools">
          <QuickActions showRevealed={showRevealed} />
          <VisibilityCard status={profile.status} />
          <HiddenFromCard />
          <StatsOverview fallbackCount={profile.viewCount} />
          <WeeklySummaryCard />
        </aside>
      </div>
    </div>
  );
}

/** /job-seeker-dashboard (docs/spec/features.md section 2). */
export default function JobSeekerDashboardPage() {
  useDocumentTitle("Seeker Dashboard");
  // Always read afresh on arrival (the total views count is read afresh by its own query).
  const { data: profile, isPending, isError, errorUpdatedAt, refetch, isFetching } = useQuery({
    ...profileQueryOptions(),
    refetchOnMount: afreshOnArrival,
  });

  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: loadFailure });
  }, [isError, errorUpdatedAt]);

  let content: React.ReactNode;
  if (isPending) content = <CenteredStatus text="Loading your dashboard..." />;
  else if (isError)
    content = <LoadError title="Error" message={loadFailure} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!profile)
    content = (
      <ProfileNotFound
        description="You need to create a profile first."
        action="Create Profile"
        to={paths.onboardingJobSeeker}
      />
    );
  else content = <Dashboard profile={profile} />;

  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">{content}</div>;
}
