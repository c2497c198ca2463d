import { useEffect } from "react";
import { useLocation } from "react-router";

import { isSameSitePath } from "@/lib/same-site-path";
import { useHydrated } from "@/lib/use-hydrated";

/** sessionStorage key holding the page a guard sent the visitor away from. */
export const RETURN_TO_KEY = "veil.returnTo";

/** Router state a guard attaches when it redirects to /signin. */
export type SignInRedirectState = { from: string };

function readStateFrom(state: unknown): string | null {
  if (state && typeof state === "object" && "from" in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === "string" && isSameSitePath(from)) return from;
  }
  return null;
}

export function rememberReturnTo(path: string): void {
  if (!isSameSitePath(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage can be unavailable (private mode, quota); the router state still carries it.
  }
}

export function readRememberedReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_TO_KEY);
    return isSameSitePath(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // ignore
  }
}

/**
 * For the sign-in page: `redirected` is true when a route guard sent the visitor here
 * (show 'Please sign in to access the requested page'); `returnTo` is the same-site path
 * to come back to after sign-in (pass it to `serverPaths.login(returnTo)`), or null.
 */
export function useReturnTo(): { redirected: boolean; returnTo: string | null } {
  const location = useLocation();
  // History state and sessionStorage are the browser's: not in the prerendered /signin.
  const hydrated = useHydrated();
  const fromState = hydrated ? readStateFrom(location.state) : null;
  return {
    redirected: fromState !== null,
    returnTo: fromState ?? (hydrated ? readRememberedReturnTo() : null),
  };
}

/** Once signed in, the remembered location has served its purpose (the server used it). */
export function useForgetReturnToWhenSignedIn(signedIn: boolean): void {
  useEffect(() => {
    if (signedIn) clearReturnTo();
  }, [signedIn]);
}
