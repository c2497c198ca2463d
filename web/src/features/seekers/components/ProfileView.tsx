import type * as React from "react";
import {
  ArrowLeftIcon,
  BanknoteIcon,
  BriefcaseIcon,
  FileTextIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  MessageSquareQuoteIcon,
  UserCheckIcon,
  WrenchIcon,
} from "lucide-react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { Link } from "react-router";

import { LinkedInIcon } from "@/components/LinkedInIcon";
import { ScreeningList } from "@/components/ScreeningList";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { initials } from "@/lib/initials";
import { paths } from "@/lib/paths";
import { formatLocation, formatSalaryRange } from "@/lib/salary";

import type { AnonymousProfile } from "@/api/profile";
import { JobTypeBadge } from "./JobTypeBadge";

/** Who the person is, as an approved recruiter sees it (docs/spec/features.md section 1). */
export type RevealedIdentity = {
  firstName: string;
  lastName: string;
  email: string;
  linkedinUrl?: string | null;
  avatarUrl?: string | null;
  onAvatarError?: (failedUrl: string) => void;
};

function SectionCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg [&_svg]:size-5 [&_svg]:text-primary">
          {icon}
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Placeholder({ children }: { children: React.ReactNode }) {
  return <p className="text-muted-foreground italic">{children}</p>;
}

/** Only https LinkedIn addresses become links (the server stores no other kind). */
function linkedinHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function IdentityHeader({ identity }: { identity: RevealedIdentity }) {
  const fullName = [identity.firstName, identity.lastName].filter(Boolean).join(" ") || "Name not provided";
  const linkedin = linkedinHref(identity.linkedinUrl);
  return (
    <div className="-mt-14 flex flex-col items-center gap-4 text-center sm:flex-row sm:items-end sm:text-left">
      <AvatarPrimitive.Root className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-3xl font-semibold text-secondary-foreground ring-4 ring-card">
        {identity.avatarUrl && (
          <AvatarPrimitive.Image
            key={identity.avatarUrl}
            src={identity.avatarUrl}
            alt=""
            className="size-full object-cover"
            onLoadingStatusChange={(status) => {
              if (status === "error" && identity.avatarUrl) identity.onAvatarError?.(identity.avatarUrl);
            }}
          />
        )}
        <AvatarPrimitive.Fallback delayMs={identity.avatarUrl ? 300 : undefined}>
          {initials(identity.firstName, identity.lastName)}
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      <div className="min-w-0 space-y-2">
        <p className="text-2xl font-bold tracking-tight">{fullName}</p>
        <div className="flex flex-col flex-wrap items-center gap-x-4 gap-y-2 sm:flex-row">
          <a
            href={`mailto:${identity.email}`}
            className="inline-flex items-center gap-1.5 text-sm break-all text-primary underline-offset-4 hover:underline"
          >
            <MailIcon className="size-4 shrink-0" aria-hidden="true" />
            {identity.email}
          </a>
          {linkedin ? (
            <a
              href={linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
            >
              <LinkedInIcon className="size-4" />
              LinkedIn Profile
            </a>
          ) : (
            <span
              aria-disabled="true"
              className="inline-flex cursor-not-allowed items-center gap-1.5 text-sm text-muted-foreground opacity-60"
            >
              <LinkedInIcon className="size-4" />
              LinkedIn Profile
              <span className="sr-only">(not provided)</span>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

type Props = {
  profile: AnonymousProfile;
  /** Present on the revealed view: the person's name, photo and contact links. */
  identity?: RevealedIdentity;
};

/**
 * A job seeker's profile as a recruiter sees it: anonymous (codename, headline and the
 * rest, contact hidden) or, after an approved reveal, with the identity on top.
 */
export function ProfileView({ profile, identity }: Props) {
  const revealed = Boolean(identity);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 md:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
        <Link to={paths.jobSeekerDashboard}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>

      <p className="mt-4 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
        {revealed
          ? "This is how a recruiter sees your profile after you approve their reveal request."
          : "This is how recruiters see your profile before you approve a reveal request."}
      </p>

      <Card className="mt-6 gap-6 overflow-hidden pt-0">
        <div className="h-16 bg-linear-to-r from-indigo-500 via-indigo-600 to-violet-600 dark:from-indigo-700 dark:via-indigo-800 dark:to-violet-800" />
        <CardContent className="grid gap-6">
          {identity && <IdentityHeader identity={identity} />}
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-mono text-2xl font-bold tracking-tight break-all sm:text-3xl">
                {profile.codename}
              </h1>
              <JobTypeBadge jobType={profile.jobType} />
            </div>
            <p className="text-lg break-words">{profile.headline}</p>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {formatLocation(profile.location)}
            </p>
          </div>
        </CardContent>
      </Card>

      <div className="mt-6 grid gap-6 md:grid-cols-3">
        <div className="grid content-start gap-6 md:col-span-2">
          <SectionCard icon={<MessageSquareQuoteIcon aria-hidden="true" />} title="Pitch">
            {profile.pitch.trim() ? (
              <p className="break-words whitespace-pre-line">{profile.pitch}</p>
            ) : (
              <Placeholder>No pitch provided</Placeholder>
            )}
          </SectionCard>
          <SectionCard icon={<FileTextIcon aria-hidden="true" />} title="Professional Summary">
            {profile.summary.trim() ? (
              <p className="break-words whitespace-pre-line">{profile.summary}</p>
            ) : (
              <Placeholder>No summary provided</Placeholder>
            )}
          </SectionCard>
          <SectionCard icon={<WrenchIcon aria-hidden="true" />} title="Technical Skills">
            {profile.skills.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Technical Skills">
                {profile.skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="secondary">{skill}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <Placeholder>No skills specified</Placeholder>
            )}
          </SectionCard>
        </div>
        <div className="grid content-start gap-6">
          {!revealed && (
            <SectionCard icon={<LockIcon aria-hidden="true" />} title="Contact">
              <p className="text-sm text-muted-foreground">
                Contact details are hidden until a recruiter requests a reveal and you approve it.
              </p>
            </SectionCard>
          )}
          <SectionCard icon={<BanknoteIcon aria-hidden="true" />} title="Salary Expectations">
            <p className="font-medium">{formatSalaryRange(profile.minSalary, profile.maxSalary, profile.country)}</p>
          </SectionCard>
          <SectionCard icon={<BriefcaseIcon aria-hidden="true" />} title="Work Preferences">
            <dl className="grid gap-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <dt className="text-muted-foreground">Job type</dt>
                <dd>
                  <JobTypeBadge jobType={profile.jobType} />
                </dd>
              </div>
              <div className="flex items-start justify-between gap-2">
                <dt className="text-muted-foreground">Location</dt>
                <dd className="text-right">{formatLocation(profile.location)}</dd>
              </div>
            </dl>
          </SectionCard>
          <SectionCard icon={<UserCheckIcon aria-hidden="true" />} title="Screening">
            <ScreeningList screening={profile.screening} empty="Not specified" />
          </SectionCard>
        </div>
      </div>
    </div>
  );
}
