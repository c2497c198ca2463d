import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";
import { BATCH_POLL_MS, getBatchProgress, type BatchProgress } from "@/features/admin/api/batch-progress";
import { outboxQueryKey } from "@/features/admin/api/outbox";
import { sendEmailSchema, type SendEmailInput } from "@/features/admin/lib/email-rules";

export type EmailsQueued = Schemas["EmailsQueued"];

/** POST /api/admin/emails: queues one message per recipient (202); the server sends them in the background. */
export function queueEmails(input: SendEmailInput): Promise<EmailsQueued> {
  // The same schema that checked the form checks what is sent.
  return api.post<EmailsQueued>("/api/admin/emails", sendEmailSchema.parse(input));
}

const MAX_FAILED_POLLS = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queues the send, then waits until nothing of it is queued; `onProgress` sees each step. */
export async function sendEmails(
  input: SendEmailInput,
  onProgress: (progress: BatchProgress) => void = () => {},
  pollMs = BATCH_POLL_MS,
): Promise<BatchProgress> {
  const queued = await queueEmails(input);
  let failedPolls = 0;
  for (;;) {
    let progress: BatchProgress;
    try {
      progress = await getBatchProgress(queued.batchId);
      failedPolls = 0;
    } catch (error) {
      // The send goes on without us; a blip while asking is not a failed send.
      if (++failedPolls >= MAX_FAILED_POLLS) throw error;
      await wait(pollMs);
      continue;
    }
    onProgress(progress);
    if (progress.done) return progress;
    await wait(pollMs);
  }
}

/** Sends and refreshes the outbox afterwards, whatever the outcome. */
export function useSendEmails(onProgress?: (progress: BatchProgress) => void, pollMs?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendEmailInput) => sendEmails(input, onProgress, pollMs),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
