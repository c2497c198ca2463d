import * as React from "react";

import { toast } from "@/components/ui/use-toast";

import { useAnswerRevealRequest, type AnswerBody, type RevealAnswer } from "../api/answer-request";
import { ApproveRequestDialog } from "../components/ApproveRequestDialog";
import { DeclineRequestDialog } from "../components/DeclineRequestDialog";
import { answerErrorText } from "../lib/answer-errors";
import type { RevealDuration } from "../lib/decline";

/** What answering needs to know about a request. */
export type AnswerTarget = { id: string; companyName: string };

const successToasts: Record<RevealAnswer, { title: string; description: string }> = {
  approved: { title: "Request Approved", description: "The recruiter can now see your identity" },
  declined: { title: "Request Declined", description: "The recruiter will not be able to see your identity" },
};

/**
 * Approving (after a confirmation naming the company, with how long) and declining (with
 * an optional reason) a reveal request, and changing how long an approval lasts, with the
 * spec's toasts (docs/spec/features.md section 8). Render `confirmDialog` once.
 */
export function useAnswerActions() {
  const answer = useAnswerRevealRequest();
  const [approving, setApproving] = React.useState<AnswerTarget | null>(null);
  const [declining, setDeclining] = React.useState<AnswerTarget | null>(null);
  const busy = answer.isPending && answer.variables ? { id: answer.variables.id, status: answer.variables.body.status } : null;

  const run = (id: string, body: AnswerBody, success: { title: string; description: string }) => {
    if (answer.isPending) return;
    answer.mutate(
      { id, body },
      {
        onSuccess: () => toast(success),
        onError: (error) =>
          toast({ variant: "destructive", title: "Action Failed", description: answerErrorText(error) }),
      },
    );
  };

  const confirmDialog = (
    <>
      <ApproveRequestDialog
        companyName={approving?.companyName ?? null}
        onCancel={() => setApproving(null)}
        onConfirm={(duration) => {
          if (approving) run(approving.id, { status: "approved", duration }, successToasts.approved);
          setApproving(null);
        }}
      />
      <DeclineRequestDialog
        companyName={declining?.companyName ?? null}
        onCancel={() => setDeclining(null)}
        onConfirm={({ reason, note }) => {
          if (declining) run(declining.id, { status: "declined", reason, note }, successToasts.declined);
          setDeclining(null);
        }}
      />
    </>
  );

  return {
    /** Asks for confirmation and a duration, then approves. */
    approve: (target: AnswerTarget) => setApproving(target),
    /** Asks for an optional reason, then declines. */
    decline: (target: AnswerTarget) => setDeclining(target),
    /** Changes how long an approved request lasts, counted from now. */
    changeDuration: (id: string, duration: RevealDuration) =>
      run(id, { status: "approved", duration }, { title: "Reveal Updated", description: "The new end date is saved." }),
    /** The answer being saved, if any (one at a time). */
    busy,
    confirmDialog,
  };
}
