import { Avatar as AvatarPrimitive } from "radix-ui";
import { UserIcon } from "lucide-react";

import { initials } from "@/lib/initials";
import { cn } from "@/lib/utils";

type Props = {
  firstName?: string | null;
  lastName?: string | null;
  avatarUrl?: string | null;
  className?: string;
};

/**
 * The account photo. With no photo it shows a generic user icon; when a photo fails to
 * load, the initials (spec core.md section 3) stay in its place.
 */
export function UserAvatar({ firstName, lastName, avatarUrl, className }: Props) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-secondary-foreground",
        className,
      )}
    >
      {avatarUrl ? (
        <>
          <AvatarPrimitive.Image src={avatarUrl} alt="" className="size-full object-cover" />
          <AvatarPrimitive.Fallback className="text-sm font-semibold" delayMs={300}>
            {initials(firstName, lastName)}
          </AvatarPrimitive.Fallback>
        </>
      ) : (
        <UserIcon className="size-5" aria-hidden="true" />
      )}
    </AvatarPrimitive.Root>
  );
}
