import * as React from "react";
import { MenuIcon } from "lucide-react";
import { Link, NavLink } from "react-router";

import { paths } from "@/lib/paths";
import { Logo } from "@/components/Logo";
import { ThemeToggle } from "@/components/ThemeToggle";
import { Button } from "@/components/ui/button";
import { useRoleLinkClick } from "@/app/layout/use-role-link-click";
import { useSession, type Session } from "@/api/session";
import { roleLinks, type RoleLink } from "@/features/accounts/components/role-links";
import { cn } from "@/lib/utils";

// Signed-in controls are a chunk of their own: a signed-out visitor never downloads them.
/** The signed-in controls' code (the app, opened on a signed-in page, fetches it at once). */
export const loadSignedInControls = () => import("@/app/layout/SignedInControls");
const SignedInControls = React.lazy(loadSignedInControls);
const loadMobileMenu = () => import("@/app/layout/MobileMenu");
const MobileMenu = React.lazy(loadMobileMenu);

/** More role links than this go into the menu below the `lg` breakpoint. */
const COMPACT_AFTER_LINKS = 4;

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

/**
 * The menu button for small screens. The menu itself (a Radix sheet) is a chunk of its
 * own, fetched when the button is pointed at or pressed, so first loads skip the dialog code.
 */
function MobileMenuButton({ session, compact }: { session: Session | null; compact: boolean }) {
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className={compact ? "lg:hidden" : "md:hidden"}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {wanted && (
        <React.Suspense fallback={null}>
          <MobileMenu session={session} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </React.Suspense>
      )}
    </>
  );
}

export function Header() {
  const { data: session, isPending } = useSession();
  const signedIn = session ?? null;
  const links = signedIn ? roleLinks(signedIn) : [];
  // Both roles' links (six) do not fit beside the controls on a tablet: there, they stay
  // in the menu until the screen is wide enough for the whole row.
  const compact = links.length > COMPACT_AFTER_LINKS;

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
          <nav aria-label="Main" className={cn("hidden items-center gap-1", compact ? "lg:flex" : "md:flex")}>
            {links.map((link) => (
              <DesktopNavLink key={link.to + link.label} link={link} />
            ))}
          </nav>
        )}

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {!isPending && signedIn && (
            <React.Suspense fallback={null}>
              <SignedInControls />
            </React.Suspense>
          )}
          {!isPending && !signedIn && (
            <Button asChild size="sm" className="hidden md:inline-flex">
              <Link to={paths.signin}>Sign In</Link>
            </Button>
          )}
          {!isPending && <MobileMenuButton session={signedIn} compact={compact} />}
        </div>
      </div>
    </header>
  );
}
