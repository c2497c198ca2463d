import * as React from "react";
import { ArrowLeftIcon } from "lucide-react";
import { Link, Navigate } from "react-router";

import { CenteredStatus } from "@/components/CenteredStatus";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

import { useProfile } from "@/api/profile";
import { EditProfileForm } from "../components/edit/EditProfileForm";
import { ProfileTipsCard } from "../components/edit/ProfileTipsCard";
import { VeilPromo } from "../components/edit/VeilPromo";
import { LoadError } from "../components/LoadError";
import { HiddenFromCard } from "../components/shield/HiddenFromCard";

/** /edit-profile (docs/spec/features.md section 2): the whole profile, with tips beside it. */
export default function EditProfilePage() {
  useDocumentTitle("Edit Profile");
  const { data: profile, isPending, isError, errorUpdatedAt, refetch, isFetching } = useProfile();

  React.useEffect(() => {
    if (isError) {
      toast({ variant: "destructive", title: "Error", description: "Could not load your profile. Please try again." });
    }
  }, [isError, errorUpdatedAt]);

  if (isPending) return <CenteredStatus text="Loading your profile..." />;
  if (isError && !profile) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
        <LoadError
          title="Error"
          message="Error loading profile data."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  if (!profile) return <Navigate to={paths.onboardingJobSeeker} replace />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
        <Link to={paths.jobSeekerDashboard}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <header className="mt-4 mb-8 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Edit Profile</h1>
        <p className="text-muted-foreground">
          Update your anonymous profile. Your name and contact details stay private until you approve a
          reveal.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          {/* Keyed by the saved version, so a fresh profile resets the form. */}
          <EditProfileForm key={profile.updatedAt} profile={profile} />
          <HiddenFromCard />
        </div>
        <div className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <ProfileTipsCard />
          <VeilPromo />
        </div>
      </div>
    </div>
  );
}
