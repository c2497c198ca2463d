import * as React from "react";
import { Link, NavLink } from "react-router";

import { useRoleLinkClick } from "@/app/layout/use-role-link-click";
import { paths } from "@/lib/paths";
import { Logo } from "@/components/Logo";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { Session } from "@/api/session";
import { roleLinks, type RoleLink } from "@/features/accounts/components/role-links";
import { cn } from "@/lib/utils";

// A chunk of its own (see Header): loaded when the menu button is pointed at or pressed.

// Signed-in code, so a signed-out visitor opening the menu does not fetch it.
const SignOutButton = React.lazy(() =>
  import("@/app/layout/SignedInControls").then((module) => ({ default: module.SignOutButton })),
);
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

type MobileMenuProps = {
  session: Session | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the menu closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
};

/** The site navigation for small screens, in a sheet from the right. */
export default function MobileMenu({ session, open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const links = session ? roleLinks(session) : [];
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-72"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
            <React.Suspense fallback={null}>
              <SignOutButton className="w-full" onDone={close} />
            </React.Suspense>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
