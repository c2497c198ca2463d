import * as React from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from "@/components/ui/alert-dialog";
import { LeakFindings } from "@/components/LeakFindings";

import type { IdentityLeak, LeakField } from "@/lib/identity-leaks";

type Props = {
  /** What was found; the dialog is open while this is not empty. */
  leaks: readonly IdentityLeak[];
  /** The dialog closes, whatever the choice: clear `leaks` here. */
  onClose: () => void;
  /** 'Save anyway' (called before onClose). */
  onSaveAnyway: () => void;
  /** 'Edit', once the dialog has gone: take the person to this field (the first finding's). */
  onEdit: (field: LeakField) => void;
};

/**
 * The warning before saving anonymous texts that may give the person away. Focus starts
 * on 'Edit', the safe choice; Escape also means "let me edit" but leaves the focus where
 * it was; 'Save anyway' keeps the texts as they are.
 */
export function IdentityLeakDialog({ leaks, onClose, onSaveAnyway, onEdit }: Props) {
  // Kept outside render: by the time the focus moves, `leaks` has been cleared.
  const editField = React.useRef<LeakField | null>(null);
  const open = leaks.length > 0;

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <AlertDialogContent
        onOpenAutoFocus={() => {
          editField.current = null;
        }}
        onCloseAutoFocus={(event) => {
          const field = editField.current;
          editField.current = null;
          // 'Edit' moves the focus to the field to change instead of back to the save button.
          if (field) {
            event.preventDefault();
            onEdit(field);
          }
        }}
      >
        <LeakFindings
          intro="Recruiters see your codename, headline and pitch before you approve any reveal request. We found:"
          leaks={leaks}
        />
        <AlertDialogFooter>
          <AlertDialogCancel
            onClick={() => {
              editField.current = leaks[0]?.field ?? null;
            }}
          >
            Edit
          </AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              onSaveAnyway();
            }}
          >
            Save anyway
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
