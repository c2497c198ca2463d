import * as React from "react";
import { Navigate, Outlet, useLocation } from "react-router";

import { paths } from "@/app/paths";
import { CenteredStatus } from "@/components/CenteredStatus";
import { ErrorFallback } from "@/components/ErrorFallback";
import { toast } from "@/components/ui/use-toast";
import { useSession, type Session } from "@/features/accounts/api/session";
import {
  rememberReturnTo,
  type SignInRedirectState,
} from "@/features/accounts/hooks/use-return-to";

type Requirement = "signedIn" | "jobSeeker" | "recruiter";

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

function meets(session: Session, requirement: Requirement): boolean {
  if (requirement === "jobSeeker") return session.roles.isJobSeeker;
  if (requirement === "recruiter") return session.roles.isRecruiter;
  return true;
}

/**
 * Route guard (spec core.md section 2): 'Checking authorization...' while the session
 * loads; no session -> /signin (location remembered); a missing role -> /signin.
 */
export function RequireSession({ requirement = "signedIn" }: { requirement?: Requirement }) {
  const { data: session, isPending, isError, error } = useSession();

  if (isPending) return <CenteredStatus text="Checking authorization..." />;
  if (isError) return <ErrorFallback message={error.message} />;
  if (!session) return <RedirectToSignIn />;
  if (!meets(session, requirement)) return <Navigate to={paths.signin} replace />;
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
  if (isError) return <ErrorFallback message={error.message} />;
  if (!session) return <RedirectToSignIn />;
  if (!session.isAdmin) return <DenyAdmin />;
  return <Outlet />;
}
