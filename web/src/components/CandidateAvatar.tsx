import { Avatar as AvatarPrimitive } from "radix-ui";
import { UserIcon } from "lucide-react";

import { useRefreshExpiredPhoto } from "@/api/avatar-url";
import { initials } from "@/lib/initials";
import { cn } from "@/lib/utils";

type Props = {
  /** The candidate's name and photo; only present once their identity is revealed. */
  person?: { firstName: string; lastName: string; avatarUrl?: string | null } | null;
  className?: string;
  fallbackClassName?: string;
};

/**
 * A candidate's picture: their photo (initials while it loads or when it fails) once
 * revealed; before that a neutral icon, so nothing hints at who they are. A photo whose
 * short-lived address ran out while the page stayed open gets a fresh one.
 */
export function CandidateAvatar({ person, className, fallbackClassName }: Props) {
  const refreshExpired = useRefreshExpiredPhoto();
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300",
        className,
      )}
    >
      {person ? (
        <>
          {person.avatarUrl && (
            <AvatarPrimitive.Image
              key={person.avatarUrl}
              src={person.avatarUrl}
              alt=""
              className="size-full object-cover"
              onLoadingStatusChange={(status) => {
                if (status === "error" && person.avatarUrl) refreshExpired(person.avatarUrl);
              }}
            />
          )}
          <AvatarPrimitive.Fallback
            className={cn("font-semibold", fallbackClassName)}
            delayMs={person.avatarUrl ? 300 : undefined}
          >
            {initials(person.firstName, person.lastName)}
          </AvatarPrimitive.Fallback>
        </>
      ) : (
        <UserIcon className={cn("size-1/2", fallbackClassName)} aria-hidden="true" />
      )}
    </AvatarPrimitive.Root>
  );
}
