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

/**
 * The short confirmation before approving: approval shows this recruiter the person's
 * name, e-mail, LinkedIn and photo (features.md section 1).
 */
export function ApproveRequestDialog({
  companyName,
  onConfirm,
  onCancel,
}: {
  /** The company asking; null keeps the dialog closed. */
  companyName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={companyName !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="leading-snug">Reveal your identity to {companyName}?</AlertDialogTitle>
          <AlertDialogDescription>
            The recruiter at {companyName} will see your name, e-mail address, LinkedIn profile and photo. You can
            switch to declined later to hide them again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Approve and Reveal</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
