import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";

import { forgetCachedUser } from "@/api/session";
import { paths } from "@/lib/paths";
import { clearUserStorage } from "@/lib/user-storage";

/**
 * Set while the browser is on its way to / after the session ended. The cached session
 * is dropped only once / has rendered: a guarded page that saw the session vanish first
 * would send the browser to /signin instead (and remember that page for the next
 * sign-in). Router navigations are transitions, which React renders after a cache update,
 * so the order has to be enforced here.
 */
let forgetOnNextPage = false;

/**
 * What this browser does once a session has ended (sign-out, account deletion): forget
 * the person's drafts and cached avatar address, go to /, then drop every cached answer
 * (docs/spec/core.md section 4).
 */
export function useLeaveAccount() {
  const navigate = useNavigate();

  return React.useCallback(
    async (userId: string | undefined) => {
      if (userId) clearUserStorage(userId);
      forgetOnNextPage = true;
      await navigate(paths.home);
    },
    [navigate],
  );
}

/** For the layout: finishes a `useLeaveAccount` once the next page has rendered. */
export function useFinishLeavingAccount(): void {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!forgetOnNextPage) return;
    forgetOnNextPage = false;
    forgetCachedUser(queryClient);
  }, [key, queryClient]);
}
