// The header's controls for a signed-in person: a chunk loaded only once someone is signed in.
import { LogOutIcon } from "lucide-react";
import { Link } from "react-router";

import { paths } from "@/lib/paths";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useSession } from "@/api/session";
import { useSignOut } from "@/features/accounts/api/sign-out";
import { OwnAvatar } from "@/features/accounts/components/OwnAvatar";
import { useLeaveAccount } from "@/features/accounts/hooks/use-leave-account";
import NotificationBell from "@/features/notifications/components/NotificationBell";
import { UnreadMessagesLink } from "@/features/reveal/components/UnreadMessagesLink";

function useSignOutAction() {
  const { data: session } = useSession();
  const signOut = useSignOut();
  const leave = useLeaveAccount();
  const userId = session?.user.id;
  const run = () =>
    signOut.mutate(undefined, {
      // docs/spec/core.md section 4: the person's drafts go, the cached data is reset, then /.
      onSuccess: () => void leave(userId),
      onError: () =>
        toast({
          variant: "destructive",
          title: "Sign Out Failed",
          description: "There was an error signing out.",
        }),
    });
  return { run, pending: signOut.isPending };
}

export function SignOutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const signOut = useSignOutAction();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={signOut.pending}
      onClick={() => {
        signOut.run();
        onDone?.();
      }}
    >
      {signOut.pending ? <Spinner /> : <LogOutIcon aria-hidden="true" />}
      Sign Out
    </Button>
  );
}

export function AccountLink() {
  return (
    <Link
      to={paths.userProfile}
      aria-label="Your account"
      title="Your account"
      className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <OwnAvatar />
    </Link>
  );
}

/** Unread messages, notifications, the account link and Sign Out, in the header's top-right corner. */
export default function SignedInControls() {
  return (
    <>
      <UnreadMessagesLink />
      <NotificationBell />
      <AccountLink />
      <SignOutButton className="hidden md:inline-flex" />
    </>
  );
}
