import * as React from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

import { toast } from "@/components/ui/use-toast";

/** The `error` values the server puts on /signin when a sign-in fails (docs/spec/core.md section 8). */
const signInErrors = {
  login_failed: {
    title: "LinkedIn Login Failed",
    description: "There was an error signing in with LinkedIn. Please try again.",
  },
  login_cancelled: {
    title: "LinkedIn Login Failed",
    description: "There was an error signing in with LinkedIn. Please try again.",
  },
  profile_error: {
    title: "Profile Error",
    description: "There was an error saving your profile information.",
  },
} as const;

type SignInError = keyof typeof signInErrors;

function isSignInError(value: string | null): value is SignInError {
  return value !== null && Object.hasOwn(signInErrors, value);
}

/**
 * On /signin?error=...: shows the failure's toast once, then drops the parameter from the
 * address (keeping the rest of it and the router state) so a reload does not repeat it.
 */
export function useSignInErrorToast(): void {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const error = searchParams.get("error");
  const shown = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (error === null) return;
    if (isSignInError(error) && shown.current !== location.key) {
      shown.current = location.key;
      toast({ variant: "destructive", ...signInErrors[error] });
    }
    const rest = new URLSearchParams(location.search);
    rest.delete("error");
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [error, location, navigate]);
}
