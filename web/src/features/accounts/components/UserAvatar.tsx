import { Avatar as AvatarPrimitive } from "radix-ui";
import { UserIcon } from "lucide-react";

import { initials } from "@/lib/initials";
import { cn } from "@/lib/utils";

type Props = {
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
  className?: string;
  /** Classes for the initials and the generic icon (size them with the avatar). */
  fallbackClassName?: string;
  /** Called with the address of a photo that failed to load. */
  onImageError?: (failedUrl: string) => void;
};

/**
 * The account photo. With no photo it shows a generic user icon; when a photo fails to
 * load, the initials (docs/spec/core.md section 3) stay in its place.
 */
export function UserAvatar({ firstName, lastName, avatarUrl, className, fallbackClassName, onImageError }: Props) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-secondary-foreground",
        className,
      )}
    >
      {avatarUrl ? (
        <>
          <AvatarPrimitive.Image
            // A new address is a new image: start its loading state afresh.
            key={avatarUrl}
            src={avatarUrl}
            alt=""
            className="size-full object-cover"
            onLoadingStatusChange={(status) => {
              if (status === "error") onImageError?.(avatarUrl);
            }}
          />
          <AvatarPrimitive.Fallback className={cn("text-sm font-semibold", fallbackClassName)} delayMs={300}>
            {initials(firstName, lastName)}
          </AvatarPrimitive.Fallback>
        </>
      ) : (
        <UserIcon className={cn("size-5", fallbackClassName)} aria-hidden="true" />
      )}
    </AvatarPrimitive.Root>
  );
}
