import * as React from "react";
import { Navigate, Outlet, useLocation } from "react-router";

import { useSession, type Session } from "@/api/session";
import { CenteredStatus } from "@/components/CenteredStatus";
import { ErrorFallback } from "@/components/ErrorFallback";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import {
  rememberReturnTo,
  type SignInRedirectState,
} from "@/features/accounts/hooks/use-return-to";

/** Sends a visitor without a session to /signin, remembering where they were going. */
function RedirectToSignIn() {
  const location = useLocation();
  const from = location.pathname + location.search + location.hash;
  React.useEffect(() => {
    rememberReturnTo(from);
  }, [from]);
  const state: SignInRedirectState = { from };
  return <Navigate to={paths.signin} replace state={state} />;
}

export type Role = "jobSeeker" | "recruiter";

/** Where a signed-in person without the page's role goes instead. */
export type RoleRedirect = (session: Session) => string;

function holds(session: Session, role: Role): boolean {
  return role === "jobSeeker" ? session.roles.isJobSeeker : session.roles.isRecruiter;
}

/**
 * The per-screen rules of docs/spec/features.md section 2, which refine docs/spec/core.md's "missing
 * role -> /signin" for signed-in people: by default they are sent to choose a role.
 */
export const roleRedirects = {
  /** Job seeker and recruiter pages: choose (or add) the role first. */
  toRoleOnboarding: (() => paths.onboardingRole) satisfies RoleRedirect,
  /** /ai-assistant: a non-job-seeker goes home. */
  toHome: (() => paths.home) satisfies RoleRedirect,
  /** /reveal-requests: a recruiter-only person goes to their dashboard; no role chooses one. */
  toRecruiterDashboardOrRoleOnboarding: ((session: Session) =>
    session.roles.isRecruiter ? paths.recruiterDashboard : paths.onboardingRole) satisfies RoleRedirect,
} as const;

type RequireSessionProps = {
  /** The role the pages below need; none means any signed-in person. */
  role?: Role;
  /** Where a signed-in person without `role` goes. */
  otherwise?: RoleRedirect;
};

/**
 * Route guard (docs/spec/core.md section 2 with docs/spec/features.md section 2's per-screen rules):
 * 'Checking authorization...' while the session loads; no session -> /signin (location
 * remembered); signed in without the page's role -> `otherwise` (role onboarding).
 */
export function RequireSession({ role, otherwise = roleRedirects.toRoleOnboarding }: RequireSessionProps) {
  const { data: session, isPending, isError, error } = useSession();

  if (isPending) return <CenteredStatus text="Checking authorization..." />;
  // A failed refresh keeps the last known session; only a first load that failed is fatal.
  if (isError && session === undefined) return <ErrorFallback message={error.message} />;
  if (!session) return <RedirectToSignIn />;
  if (role && !holds(session, role)) return <Navigate to={otherwise(session)} replace />;
  return <Outlet />;
}

function DenyAdmin() {
  React.useEffect(() => {
    toast({
      variant: "destructive",
      title: "Access Denied",
      description: "You don't have permission to access this page.",
    });
  }, []);
  return <Navigate to={paths.home} replace />;
}

/** Admin guard: only the admin account (decided by the server); others go home with a toast. */
export function RequireAdmin() {
  const { data: session, isPending, isError, error } = useSession();

  if (isPending) return <CenteredStatus text="Checking authorization..." />;
  if (isError && session === undefined) return <ErrorFallback message={error.message} />;
  if (!session) return <RedirectToSignIn />;
  if (!session.isAdmin) return <DenyAdmin />;
  return <Outlet />;
}
