import * as React from "react";

import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ACTION_REASON_MAX_CHARS } from "@/features/admin/api/moderation";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What confirming does. */
  description: React.ReactNode;
  /** More to read before confirming (the warning e-mail). */
  children?: React.ReactNode;
  /** The confirming button ("Suspend"), and its label while the request runs. */
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** Why the last try failed, in the server's words when it gave them. */
  error: string | null;
  /** Called with the reason, trimmed. */
  onConfirm: (reason: string) => void;
  /** Where focus goes once the dialog has closed (the dialog has no trigger of its own). */
  onClosed?: () => void;
};

/**
 * Every admin action says why: a required reason of up to 500 characters, kept in the audit
 * log. The confirming button stays disabled until the reason has more than blanks.
 * Mount it with a new `key` for each action, so each starts with an empty reason.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
  onClosed,
}: Props) {
  const [reason, setReason] = React.useState("");
  const id = React.useId();
  const reasonId = `${id}-reason`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const blank = reason.trim().length === 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    onConfirm(reason.trim());
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        <form onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
          <DialogHeader>
            <DialogTitle className="leading-snug">{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <div className="grid gap-2">
            <div className="flex items-end justify-between gap-2">
              <Label htmlFor={reasonId}>Reason</Label>
              <span id={countId} className="text-xs text-muted-foreground tabular-nums">
                {reason.length}/{ACTION_REASON_MAX_CHARS}
              </span>
            </div>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={4}
              maxLength={ACTION_REASON_MAX_CHARS}
              required
              aria-describedby={[hintId, countId, error ? errorId : null].filter(Boolean).join(" ")}
              readOnly={pending}
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              Required. Kept in the audit log; the recruiter does not see it.
            </p>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={blank || pending}>
              {pending && <Spinner />}
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
