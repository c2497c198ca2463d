import * as React from "react";

import { toast } from "@/components/ui/use-toast";

import { useAnswerRevealRequest, type RevealAnswer } from "../api/answer-request";
import { ApproveRequestDialog } from "../components/ApproveRequestDialog";
import { answerErrorText } from "../lib/answer-errors";

/** What answering needs to know about a request. */
export type AnswerTarget = { id: string; companyName: string };

const successToasts: Record<RevealAnswer, { title: string; description: string }> = {
  approved: { title: "Request Approved", description: "The recruiter can now see your identity" },
  declined: { title: "Request Declined", description: "The recruiter will not be able to see your identity" },
};

/**
 * Approving (after a confirmation naming the company) and declining a reveal request, with
 * the spec's toasts (features.md section 8). Render `confirmDialog` once.
 */
export function useAnswerActions() {
  const answer = useAnswerRevealRequest();
  const [confirming, setConfirming] = React.useState<AnswerTarget | null>(null);
  const busy = answer.isPending && answer.variables ? answer.variables : null;

  const run = (id: string, status: RevealAnswer) => {
    if (answer.isPending) return;
    answer.mutate(
      { id, status },
      {
        onSuccess: () => toast(successToasts[status]),
        onError: (error) =>
          toast({ variant: "destructive", title: "Action Failed", description: answerErrorText(error) }),
      },
    );
  };

  const confirmDialog = (
    <ApproveRequestDialog
      companyName={confirming?.companyName ?? null}
      onCancel={() => setConfirming(null)}
      onConfirm={() => {
        if (confirming) run(confirming.id, "approved");
        setConfirming(null);
      }}
    />
  );

  return {
    /** Asks for confirmation, then approves. */
    approve: (target: AnswerTarget) => setConfirming(target),
    decline: (id: string) => run(id, "declined"),
    /** The answer being saved, if any (one at a time). */
    busy,
    confirmDialog,
  };
}
