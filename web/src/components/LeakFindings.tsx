import type * as React from "react";
import { ShieldAlertIcon } from "lucide-react";

import { AlertDialogDescription, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import type { IdentityLeak, ScannedField } from "@/lib/identity-leaks";

/**
 * The heading and the list of a warning that some text may give the job seeker away
 * ("This may reveal who you are"), inside an alert dialog: `intro` says who reads the text.
 */
export function LeakFindings<F extends ScannedField>({
  intro,
  leaks,
}: {
  intro: React.ReactNode;
  leaks: readonly IdentityLeak<F>[];
}) {
  return (
    <>
      <AlertDialogHeader>
        <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:mx-0 dark:bg-amber-950 dark:text-amber-300">
          <ShieldAlertIcon className="size-5" aria-hidden="true" />
        </span>
        <AlertDialogTitle>This may reveal who you are</AlertDialogTitle>
        <AlertDialogDescription>{intro}</AlertDialogDescription>
      </AlertDialogHeader>
      <ul className="list-disc space-y-1 pl-5 text-sm break-words" aria-label="What we found">
        {leaks.map((leak) => (
          <li key={`${leak.field}-${leak.kind}-${leak.found}`}>{leak.message}</li>
        ))}
      </ul>
    </>
  );
}
