import { BadgeCheckIcon, CircleHelpIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

type Props = { verified: boolean; className?: string };

/**
 * Beside a company on reveal requests and the viewers list: verified only
 * when the recruiter signed in with an issuer-verified e-mail at the company website's
 * domain. Told in words, not by colour alone.
 */
export function CompanyVerificationBadge({ verified, className }: Props) {
  return verified ? (
    <Badge
      variant="outline"
      className={cn("border-emerald-600/40 text-emerald-800 dark:border-emerald-400/40 dark:text-emerald-300", className)}
    >
      <BadgeCheckIcon aria-hidden="true" />
      Verified company domain
    </Badge>
  ) : (
    <Badge variant="outline" className={cn("text-muted-foreground", className)}>
      <CircleHelpIcon aria-hidden="true" />
      Company not verified
    </Badge>
  );
}
