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

/** docs/spec/core.md section 8, "Admin confirm dialog text", with the mode and the count filled in. */
export function confirmText(recipients: number, isHtml: boolean): string {
  const kind = isHtml ? "an HTML" : "a plain text";
  const who = recipients === 1 ? "1 recipient" : `${recipients} recipients`;
  return `You are about to send ${kind} email to ${who}. This action cannot be undone.`;
}

type SendConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipients: number;
  isHtml: boolean;
  onConfirm: () => void;
};

export function SendConfirmDialog({ open, onOpenChange, recipients, isHtml, onConfirm }: SendConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send this email?</AlertDialogTitle>
          <AlertDialogDescription>{confirmText(recipients, isHtml)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Send Emails</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
