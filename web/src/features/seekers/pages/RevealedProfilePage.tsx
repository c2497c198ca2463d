import { useRecoverOwnAvatar } from "@/api/avatar-url";
import { useSession } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";

import { useProfile } from "@/api/profile";
import { LoadError } from "../components/LoadError";
import { ProfileNotFound } from "../components/ProfileNotFound";
import { ProfileView } from "../components/ProfileView";

/**
 * /profile/revealed: the profile as a recruiter sees it once their reveal request is
 * approved: the anonymous profile plus name, photo, e-mail and LinkedIn.
 */
export default function RevealedProfilePage() {
  useDocumentTitle("Revealed Profile");
  const { data: profile, isPending, isError, refetch, isFetching } = useProfile();
  const { data: session } = useSession();
  const recoverAvatar = useRecoverOwnAvatar(session?.user.id);

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

  const identity = profile.identity;
  const user = session?.user;
  return (
    <ProfileView
      profile={profile}
      identity={{
        firstName: identity?.firstName ?? user?.firstName ?? "",
        lastName: identity?.lastName ?? user?.lastName ?? "",
        email: identity?.email ?? user?.email ?? "",
        linkedinUrl: identity?.linkedinUrl ?? null,
        // The session's address is the one the account pages keep fresh.
        avatarUrl: user?.avatarUrl ?? identity?.avatarUrl ?? null,
        onAvatarError: (url) => void recoverAvatar(url),
      }}
    />
  );
}
