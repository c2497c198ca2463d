import { isApiError } from "@/api/client";

/** The words to show for a failed request: the server's (or client's) message, else `fallback`. */
export function errorText(error: unknown, fallback = "An unknown error occurred"): string {
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
