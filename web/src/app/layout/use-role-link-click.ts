import type * as React from "react";

import { toast } from "@/components/ui/use-toast";
import { useSession } from "@/api/session";
import { employerCheckLoadingToast, type RoleLink } from "@/features/accounts/components/role-links";

/**
 * Search Talent's target comes from the employer check (part of the session). While the
 * session is being fetched again, pressing it only says so (docs/spec/core.md section 2).
 */
export function useRoleLinkClick(link: RoleLink, after?: () => void) {
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
