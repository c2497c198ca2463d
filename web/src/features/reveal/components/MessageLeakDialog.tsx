import { ShieldAlertIcon } from "lucide-react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { IdentityLeak } from "@/lib/identity-leaks";

type Props = {
  /** What was found; the dialog is open while this is not empty. */
  leaks: readonly IdentityLeak<"message">[];
  /** 'Edit': the dialog closes and the message stays in the box. */
  onEdit: () => void;
  onSendAnyway: () => void;
};

/**
 * The warning before a job seeker sends a message that may give them away. Focus starts
 * on 'Edit', the safe choice (Escape means the same); 'Send anyway' sends it as written.
 */
export function MessageLeakDialog({ leaks, onEdit, onSendAnyway }: Props) {
  return (
    <AlertDialog
      open={leaks.length > 0}
      onOpenChange={(open) => {
        if (!open) onEdit();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:mx-0 dark:bg-amber-950 dark:text-amber-300">
            <ShieldAlertIcon className="size-5" aria-hidden="true" />
          </span>
          <AlertDialogTitle>This may reveal who you are</AlertDialogTitle>
          <AlertDialogDescription>
            The recruiter reads your messages before you approve any reveal request, and keeps them. We found:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm break-words" aria-label="What we found">
          {leaks.map((leak) => (
            <li key={`${leak.kind}-${leak.found}`}>{leak.message}</li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Edit</AlertDialogCancel>
          <AlertDialogAction onClick={onSendAnyway}>Send anyway</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
