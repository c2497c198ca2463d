import { HourglassIcon } from "lucide-react";

import { formatDay, useAccountEnd } from "@/features/accounts/api/account-end";

/**
 * The account page's line about an unused account's end: Veil deletes an account nobody
 * uses, so its owner sees until when it is kept.
 */
export function AccountEndNotice() {
  const end = useAccountEnd();
  if (!end.data) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="account-end">
      <HourglassIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Kept until {formatDay(end.data.keptUntil)} unless you sign in. Veil deletes an account nobody
        uses for {end.data.inactiveDays} days, after two e-mails.
      </span>
    </p>
  );
}
