import { isApiError } from "@/api/client";

/** Which notification update failed. */
export type NotificationAction = "read" | "readAll";

/**
 * The toast description for a failed update (docs/spec/core.md section 8): the pre-check of a
 * single notification failing (404) -> 'Could not access notification'; an error answer
 * -> 'Failed to mark ... as read'; anything thrown otherwise (no answer at all, a bug)
 * -> 'An unexpected error occurred'.
 */
export function notificationErrorText(error: unknown, action: NotificationAction): string {
  if (!isApiError(error) || error.status === 0) return "An unexpected error occurred";
  if (action === "read" && error.status === 404) return "Could not access notification";
  return action === "read" ? "Failed to mark notification as read" : "Failed to mark all notifications as read";
}
