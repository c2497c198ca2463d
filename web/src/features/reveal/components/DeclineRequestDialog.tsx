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
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

import { DECLINE_NOTE_MAX_CHARS, DECLINE_REASONS, type DeclineReason } from "../lib/decline";

export type DeclineChoice = { reason?: DeclineReason; note?: string };

/**
 * Declining with an optional reason and short note. The recruiter who asked
 * reads them on their request; nothing in them is tied to who you are.
 */
export function DeclineRequestDialog({
  companyName,
  onConfirm,
  onCancel,
}: {
  /** The company asking; null keeps the dialog closed. */
  companyName: string | null;
  onConfirm: (choice: DeclineChoice) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={companyName !== null} onOpenChange={(open) => !open && onCancel()}>
      {/* Mounted per opening, so each starts empty. */}
      {companyName !== null && <DeclineContent companyName={companyName} onConfirm={onConfirm} />}
    </AlertDialog>
  );
}

function DeclineContent({ companyName, onConfirm }: { companyName: string; onConfirm: (c: DeclineChoice) => void }) {
  const [reason, setReason] = React.useState<DeclineReason | "">("");
  const [note, setNote] = React.useState("");
  const count = [...note.trim()].length;
  const tooLong = count > DECLINE_NOTE_MAX_CHARS;

  return (
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="leading-snug">Decline the request from {companyName}?</AlertDialogTitle>
          <AlertDialogDescription>
            Your identity stays hidden. A reason is optional; only this recruiter sees it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Reason (optional)</legend>
          <RadioGroup value={reason} onValueChange={(v) => setReason(v as DeclineReason)} className="gap-0">
            {DECLINE_REASONS.map((r) => (
              <div key={r.value} className="flex min-h-11 items-center gap-3">
                <RadioGroupItem value={r.value} id={`decline-reason-${r.value}`} />
                <Label htmlFor={`decline-reason-${r.value}`} className="font-normal">
                  {r.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="grid gap-2">
          <div className="flex items-end justify-between gap-2">
            <Label htmlFor="decline-note">Note to the recruiter (optional)</Label>
            <span
              id="decline-note-count"
              className={cn("text-xs tabular-nums", tooLong ? "font-medium text-destructive" : "text-muted-foreground")}
            >
              {count}/{DECLINE_NOTE_MAX_CHARS}
            </span>
          </div>
          <Textarea
            id="decline-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? "decline-note-count decline-note-error" : "decline-note-count"}
          />
          {tooLong && (
            <p id="decline-note-error" role="alert" className="text-sm font-medium text-destructive">
              The note must be 200 characters or fewer
            </p>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={tooLong}
            onClick={() => onConfirm({ reason: reason || undefined, note: note.trim() || undefined })}
          >
            Decline Request
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
  );
}
