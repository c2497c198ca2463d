import { useRecoverOwnAvatar } from "@/api/avatar-url";
import { useSession } from "@/api/session";
import { UserAvatar } from "@/features/accounts/components/UserAvatar";

type Props = {
  className?: string;
  fallbackClassName?: string;
  /** Shown instead of the stored photo, e.g. the preview of a photo being uploaded. */
  previewUrl?: string | null;
};

/**
 * The signed-in person's own avatar. It reads the cached session, so a new photo shows in
 * every place at once, and it re-signs an expired photo address (docs/spec/core.md section 4).
 */
export function OwnAvatar({ className, fallbackClassName, previewUrl }: Props) {
  const { data: session } = useSession();
  const user = session?.user;
  const recover = useRecoverOwnAvatar(user?.id);

  return (
    <UserAvatar
      firstName={user?.firstName}
      lastName={user?.lastName}
      avatarUrl={previewUrl ?? user?.avatarUrl}
      className={className}
      fallbackClassName={fallbackClassName}
      onImageError={previewUrl ? undefined : (url) => void recover(url)}
    />
  );
}
