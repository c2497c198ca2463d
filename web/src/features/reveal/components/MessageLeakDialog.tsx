import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from "@/components/ui/alert-dialog";
import { LeakFindings } from "@/components/LeakFindings";
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
        <LeakFindings
          intro="The recruiter reads your messages before you approve any reveal request, and keeps them. We found:"
          leaks={leaks}
        />
        <AlertDialogFooter>
          <AlertDialogCancel>Edit</AlertDialogCancel>
          <AlertDialogAction onClick={onSendAnyway}>Send anyway</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
