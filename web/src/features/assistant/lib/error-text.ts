import { isApiError, serverMessage } from "@/api/client";

/** The spec's words for an answer the assistant could not make sense of. */
export const INVALID_RESPONSE_TEXT = "Received an invalid response from the AI assistant";
/** The fallback description of the assistant's error toasts (docs/spec/features.md section 8). */
export const TRY_AGAIN_LATER = "Please try again later";

/**
 * What an assistant error toast says under its title: the spec's sentence for an invalid
 * answer, else the server's own message, else 'Please try again later'.
 */
export function assistantErrorText(error: unknown): string {
  if (isApiError(error) && error.code === "assistant_invalid_response") return INVALID_RESPONSE_TEXT;
  return serverMessage(error) ?? TRY_AGAIN_LATER;
}

/** A save's error description: the server's message, else 'Please try again later'. */
export function saveErrorText(error: unknown): string {
  return serverMessage(error) ?? TRY_AGAIN_LATER;
}

/** True when the session ended before a save (the spec's "not signed in" toasts). */
export function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
