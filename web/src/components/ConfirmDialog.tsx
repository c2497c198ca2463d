import type * as React from "react";

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

type Props = {
  open: boolean;
  /** Closed without confirming (Cancel, Escape, a click outside). */
  onCancel: () => void;
  onConfirm: () => void;
  title: React.ReactNode;
  /** What confirming does, in a sentence or two. */
  description: React.ReactNode;
  /** The confirming button's label ("Delete", "Block"). */
  action: string;
};

/** Asks before something that cannot be taken back in one click: Cancel or `action`. */
export function ConfirmDialog({ open, onCancel, onConfirm, title, description, action }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
