import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangleIcon, ArrowLeftIcon, KeyRoundIcon, MailIcon, RotateCwIcon } from "lucide-react";
import { useLocation, useNavigate } from "react-router";

import { sessionQueryOptions, type Session } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { LinkedInIcon } from "@/components/LinkedInIcon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { AccountEndNotice } from "@/features/accounts/components/AccountEndNotice";
import { AccountTypeCard } from "@/features/accounts/components/AccountTypeCard";
import { BlockedRecruitersCard } from "@/features/accounts/components/BlockedRecruitersCard";
import { ChangePhotoDialog } from "@/features/accounts/components/ChangePhotoDialog";
import { DataExportCard } from "@/features/accounts/components/DataExportCard";
import { DeleteAccountDialog } from "@/features/accounts/components/DeleteAccountDialog";
import { EmailSettingsCard } from "@/features/accounts/components/EmailSettingsCard";
import { OwnAvatar } from "@/features/accounts/components/OwnAvatar";
import { RequestPreferencesCard } from "@/features/accounts/components/RequestPreferencesCard";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

const loadFailure = { title: "Error", description: "Could not load profile data." } as const;

/** Back through the history when there is one inside the app, else home. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router marks the first entry of this visit with the key "default".
  const canGoBack = location.key !== "default";
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2 text-muted-foreground"
      onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.home))}
    >
      <ArrowLeftIcon aria-hidden="true" />
      Back
    </Button>
  );
}

function ProviderLine({ provider }: { provider: string }) {
  // Icons sit inline with the words so a wrapped line stays centred on phones.
  if (provider === "linkedin") {
    return (
      <p className="text-sm text-muted-foreground">
        <LinkedInIcon className="mr-2 inline size-4 -translate-y-px align-middle text-[#0a66c2] dark:text-[#4d9fea]" />
        Connected with LinkedIn
      </p>
    );
  }
  if (provider === "development") {
    return (
      <p className="text-sm text-muted-foreground">
        <KeyRoundIcon className="mr-2 inline size-4 -translate-y-px align-middle" aria-hidden="true" />
        Signed in with the development identity provider
      </p>
    );
  }
  return null;
}

function IdentityCard({ session }: { session: Session }) {
  const { user } = session;
  const [pendingPreview, setPendingPreview] = React.useState<string | null>(null);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");

  return (
    <Card className="overflow-hidden p-0">
      <div className="h-20 bg-linear-to-r from-indigo-500 via-indigo-600 to-violet-600 sm:h-24 dark:from-indigo-700 dark:via-indigo-800 dark:to-violet-800" />
      <CardContent className="flex flex-col items-center gap-4 px-6 pb-6 text-center sm:flex-row sm:items-end sm:gap-6 sm:text-left">
        <div className="relative -mt-14 shrink-0 rounded-full bg-card p-1 shadow-sm sm:-mt-12">
          <OwnAvatar
            className="size-28"
            fallbackClassName="size-12 text-3xl"
            previewUrl={pendingPreview}
          />
          <ChangePhotoDialog
            userId={user.id}
            firstName={user.firstName}
            lastName={user.lastName}
            onPendingPreview={setPendingPreview}
          />
        </div>
        <div className="min-w-0 space-y-1.5 sm:pb-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {user.firstName ? `Welcome ${user.firstName}` : "Welcome"}
          </h1>
          {fullName && <p className="text-lg font-medium">{fullName}</p>}
          <p className="text-sm break-all text-muted-foreground">
            <MailIcon className="mr-2 inline size-4 -translate-y-px align-middle" aria-hidden="true" />
            {user.email}
          </p>
          <ProviderLine provider={user.provider} />
        </div>
      </CardContent>
    </Card>
  );
}

function DangerZoneCard({ userId }: { userId: string }) {
  return (
    <Card className="gap-4 border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg text-destructive">
          <AlertTriangleIcon className="size-5" aria-hidden="true" />
          <h2>Danger Zone</h2>
        </CardTitle>
        <CardDescription>
          Deleting your account removes your profiles, reveal requests, photo and everything
          else that belongs to you. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <AccountEndNotice />
        <DeleteAccountDialog userId={userId} />
      </CardContent>
    </Card>
  );
}

function LoadFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="items-center gap-3 px-6 text-center">
      <AlertTriangleIcon className="size-8 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{loadFailure.title}</h1>
      <p className="text-muted-foreground">{loadFailure.description}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}

/**
 * /user-profile (docs/spec/core.md section 2, "Account page"): greeting, photo with its change
 * dialog, name, e-mail, sign-in provider, account type, e-mail notification settings, a job
 * seeker's request preferences and blocked recruiters, "Download my data", and the Danger Zone.
 */
export default function UserProfilePage() {
  useDocumentTitle("Your account");
  // The account data is the session; read it afresh on arrival (roles, photo address).
  const profile = useQuery({ ...sessionQueryOptions(), refetchOnMount: "always" });
  const { data: session, isPending, isError, errorUpdatedAt, refetch, isFetching } = profile;

  React.useEffect(() => {
    if (isError) toast({ variant: "destructive", ...loadFailure });
  }, [isError, errorUpdatedAt]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 md:py-10">
      <BackButton />
      <div className="mt-4 flex flex-col gap-6">
        {session ? (
          <>
            <IdentityCard session={session} />
            <AccountTypeCard roles={session.roles} />
            <EmailSettingsCard roles={session.roles} />
            {session.roles.isJobSeeker && <RequestPreferencesCard hasProfile={session.hasSeekerProfile} />}
            {session.roles.isJobSeeker && <BlockedRecruitersCard />}
            <DataExportCard />
            <DangerZoneCard userId={session.user.id} />
          </>
        ) : isPending ? (
          <CenteredStatus text="Loading your profile..." />
        ) : isError ? (
          <LoadFailure onRetry={() => void refetch()} retrying={isFetching} />
        ) : null}
      </div>
    </div>
  );
}
