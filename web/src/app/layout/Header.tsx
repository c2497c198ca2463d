import * as React from "react";
import { LogOutIcon, MenuIcon } from "lucide-react";
import { Link, NavLink } from "react-router";

import { Logo } from "@/components/Logo";
import { Spinner } from "@/components/Spinner";
import { ThemeToggle } from "@/components/ThemeToggle";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { useSession, type Session } from "@/api/session";
import { toast } from "@/components/ui/use-toast";
import { useSignOut } from "@/features/accounts/api/sign-out";
import { OwnAvatar } from "@/features/accounts/components/OwnAvatar";
import {
  employerCheckLoadingToast,
  roleLinks,
  type RoleLink,
} from "@/features/accounts/components/role-links";
import { useLeaveAccount } from "@/features/accounts/hooks/use-leave-account";
import NotificationBell from "@/features/notifications/components/NotificationBell";
import { cn } from "@/lib/utils";

function useSignOutAction() {
  const { data: session } = useSession();
  const signOut = useSignOut();
  const leave = useLeaveAccount();
  const userId = session?.user.id;
  const run = () =>
    signOut.mutate(undefined, {
      // Spec core.md section 4: the person's drafts go, the cached data is reset, then /.
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

function SignOutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
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

/**
 * Search Talent's target comes from the employer check (part of the session). While the
 * session is being fetched again, pressing it only says so (spec core.md section 2).
 */
function useRoleLinkClick(link: RoleLink, after?: () => void) {
  const { isFetching } = useSession();
  return (event: React.MouseEvent) => {
    if (link.needsEmployerCheck && isFetching) {
      event.preventDefault();
      toast(employerCheckLoadingToast);
      return;
    }
    after?.();
  };
}

function DesktopNavLink({ link }: { link: RoleLink }) {
  const onClick = useRoleLinkClick(link);
  return (
    <NavLink
      to={link.to}
      onClick={onClick}
      className={({ isActive }) =>
        cn(
          "rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
          isActive ? "text-primary" : "text-muted-foreground",
        )
      }
    >
      {link.label}
    </NavLink>
  );
}

function AccountLink() {
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

function MobileNavLink({ link, onNavigate }: { link: RoleLink; onNavigate: () => void }) {
  const onClick = useRoleLinkClick(link, onNavigate);
  return (
    <NavLink
      to={link.to}
      onClick={onClick}
      className={({ isActive }) =>
        cn(
          "rounded-md px-3 py-2.5 text-base font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
          isActive ? "bg-accent text-primary" : "text-foreground",
        )
      }
    >
      {link.label}
    </NavLink>
  );
}

function MobileMenu({ session }: { session: Session | null }) {
  const [open, setOpen] = React.useState(false);
  const links = session ? roleLinks(session) : [];
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader className="border-b">
          <SheetTitle>
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="flex flex-col gap-1 px-3">
          {links.map((link) => (
            <MobileNavLink key={link.to + link.label} link={link} onNavigate={close} />
          ))}
          {!session && (
            <Button asChild className="mt-2">
              <Link to={paths.signin} onClick={close}>
                Sign In
              </Link>
            </Button>
          )}
        </nav>
        {session && (
          <div className="mt-auto border-t p-4">
            <SignOutButton className="w-full" onDone={close} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

export function Header() {
  const { data: session, isPending } = useSession();
  const signedIn = session ?? null;
  const links = signedIn ? roleLinks(signedIn) : [];

  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Logo />
        </Link>

        {links.length > 0 && (
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <DesktopNavLink key={link.to + link.label} link={link} />
            ))}
          </nav>
        )}

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {!isPending && signedIn && (
            <>
              <NotificationBell />
              <AccountLink />
              <SignOutButton className="hidden md:inline-flex" />
            </>
          )}
          {!isPending && !signedIn && (
            <Button asChild size="sm" className="hidden md:inline-flex">
              <Link to={paths.signin}>Sign In</Link>
            </Button>
          )}
          {!isPending && <MobileMenu session={signedIn} />}
        </div>
      </div>
    </header>
  );
}
