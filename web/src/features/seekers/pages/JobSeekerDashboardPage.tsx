import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { BarChart3Icon, EyeIcon, FileTextIcon, MapPinIcon, PencilIcon, ShieldIcon, UserRoundIcon, ZapIcon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@/app/paths";
import { CenteredStatus } from "@/components/CenteredStatus";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { formatLocation } from "@/lib/salary";
import { useDocumentTitle } from "@/lib/use-document-title";

import { profileQueryOptions, type OwnProfile } from "../api/profile";
import { LoadError } from "../components/LoadError";
import { ProfileNotFound } from "../components/ProfileNotFound";
import { RecentRevealRequests, type DashboardRevealRequest } from "../components/RecentRevealRequests";
import { RevealStats, Stat } from "../components/RevealStats";
import { StatusBadge } from "../components/StatusBadge";
import { useHasApprovedReveal } from "../hooks/use-has-approved-reveal";
import { PROFILE_STATUS_OPTIONS } from "../lib/profile-options";

const loadFailure = "Could not load profile data. Please try again.";

/** Reveal requests are not served yet: none, so the counts are 0 (the reveal feature swaps this). */
const NO_REVEAL_REQUESTS: readonly DashboardRevealRequest[] = [];

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

function StatsOverview({ viewCount, loading }: { viewCount: number; loading: boolean }) {
  const requests = NO_REVEAL_REQUESTS;
  const pending = requests.filter((r) => r.status === "pending").length;
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
            value={viewCount}
            loading={loading}
          />
          <RevealStats total={requests.length} pending={pending} />
        </dl>
      </CardContent>
    </Card>
  );
}

function Dashboard({ profile, refreshing }: { profile: OwnProfile; refreshing: boolean }) {
  const showRevealed = useHasApprovedReveal();
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

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <ProfileOverview profile={profile} />
          <Card>
            <CardHeader>
              <SectionTitle icon={<EyeIcon aria-hidden="true" />}>Recent Reveal Requests</SectionTitle>
              <CardDescription>Recruiters who asked to see who you are.</CardDescription>
            </CardHeader>
            <CardContent>
              <RecentRevealRequests requests={NO_REVEAL_REQUESTS} />
            </CardContent>
          </Card>
          {/* Recent viewers and recently viewed profiles (profile views) go here. */}
        </div>
        <aside className="grid content-start gap-6" aria-label="Profile tools">
          <QuickActions showRevealed={showRevealed} />
          <VisibilityCard status={profile.status} />
          <StatsOverview viewCount={profile.viewCount} loading={refreshing} />
        </aside>
      </div>
    </div>
  );
}

/** /job-seeker-dashboard (features.md section 2). */
export default function JobSeekerDashboardPage() {
  useDocumentTitle("Seeker Dashboard");
  // Always read afresh on arrival: the view count changes while the person is away. A
  // cached profile shows at once, with a spinner on the count until the fresh one lands.
  const { data: profile, isPending, isError, errorUpdatedAt, refetch, isFetching } = useQuery({
    ...profileQueryOptions(),
    refetchOnMount: "always",
  });

  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: loadFailure });
  }, [isError, errorUpdatedAt]);

  let content: React.ReactNode;
  if (isPending) content = <CenteredStatus text="Loading your dashboard..." />;
  else if (isError)
    content = <LoadError message={loadFailure} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!profile)
    content = (
      <ProfileNotFound
        description="You need to create a profile first."
        action="Create Profile"
        to={paths.onboardingJobSeeker}
      />
    );
  else content = <Dashboard profile={profile} refreshing={isFetching} />;

  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">{content}</div>;
}
