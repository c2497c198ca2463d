import { isApiError } from "@/api/client";

/**
 * The failure toast's description for approving or declining (docs/spec/features.md section 8):
 * the server's own sentence when the request is not theirs or gone (403, 404), otherwise
 * the spec's general 'Could not process your request. Please try again.'
 */
export function answerErrorText(error: unknown): string {
  if (isApiError(error) && error.fromServer && (error.status === 403 || error.status === 404)) return error.message;
  return "Could not process your request. Please try again.";
}
