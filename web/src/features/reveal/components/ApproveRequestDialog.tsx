import * as React from "react";

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

import { DEFAULT_REVEAL_DURATION, type RevealDuration } from "../lib/decline";
import { DurationChoice } from "./DurationChoice";

/**
 * The short confirmation before approving: approval shows this recruiter the person's
 * name, e-mail, LinkedIn and photo (docs/spec/features.md section 1), for as long as they choose
 * (30 days, 90 days by default, or until revoked).
 */
export function ApproveRequestDialog({
  companyName,
  onConfirm,
  onCancel,
}: {
  /** The company asking; null keeps the dialog closed. */
  companyName: string | null;
  onConfirm: (duration: RevealDuration) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={companyName !== null} onOpenChange={(open) => !open && onCancel()}>
      {/* Mounted per opening, so each starts from the default duration. */}
      {companyName !== null && <ApproveContent companyName={companyName} onConfirm={onConfirm} />}
    </AlertDialog>
  );
}

function ApproveContent({ companyName, onConfirm }: { companyName: string; onConfirm: (d: RevealDuration) => void }) {
  const [duration, setDuration] = React.useState<RevealDuration>(DEFAULT_REVEAL_DURATION);
  return (
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="leading-snug">Reveal your identity to {companyName}?</AlertDialogTitle>
          <AlertDialogDescription>
            The recruiter at {companyName} will see your name, e-mail address, LinkedIn profile and photo. You can
            switch to declined later to hide them again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <DurationChoice value={duration} onChange={setDuration} />
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(duration)}>Approve and Reveal</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
  );
}
