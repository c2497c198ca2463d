import { CenteredStatus } from "@/components/CenteredStatus";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

import { useAnonymousProfile } from "@/api/profile";
import { LoadError } from "../components/LoadError";
import { ProfileNotFound } from "../components/ProfileNotFound";
import { ProfileView } from "../components/ProfileView";

/**
 * /profile/anonymous: the profile exactly as the server gives it to a recruiter without an
 * approved request (GET /api/profile/anonymous), so what the person sees is what they get.
 */
export default function AnonymousProfilePage() {
  useDocumentTitle("Anonymous Profile");
  const { data: profile, isPending, isError, refetch, isFetching } = useAnonymousProfile();

  if (isPending) return <CenteredStatus text="Loading your profile..." />;
  if (isError) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <LoadError
          title="Error"
          message="Could not load your profile. Please try again."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  if (!profile) {
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <ProfileNotFound action="Complete Your Profile" to={paths.editProfile} />
      </div>
    );
  }
  return <ProfileView profile={profile} />;
}
