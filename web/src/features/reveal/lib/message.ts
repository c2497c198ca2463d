import { z } from "@/lib/zod";

/** docs/spec/features.md section 9: a reveal message is at most 500 characters. */
export const MESSAGE_MAX_CHARS = 500;

/** Characters as the server counts them: Unicode code points (an emoji is one). */
export function messageLength(text: string): number {
  return [...text].length;
}

export function isMessageTooLong(text: string): boolean {
  return messageLength(text) > MESSAGE_MAX_CHARS;
}

/**
 * What the send call accepts (docs/spec/features.md section 5, 'Reveal message'): 1 to 500
 * characters after trimming; the trimmed text is what is sent.
 */
export const revealMessageSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Please select or enter a message"),
    z.refine((text) => !isMessageTooLong(text), "Message is too long"),
  );
