import { isApiError } from "@/api/client";

/** Where the request was sent from: a search card or the candidate page. */
export type RevealScreen = "card" | "profile";

export type SendToast = { title: string; description?: string; variant?: "destructive" };

const STATUS_BY_CODE: Record<string, string> = {
  request_already_approved: "approved",
  request_already_pending: "pending",
  request_already_declined: "declined",
};

const CARD_TITLE_BY_STATUS: Record<string, string> = {
  approved: "Already Approved",
  pending: "Request Pending",
  declined: "Request Declined",
};

/** True when the dialog has nothing more to do after this error (a retry cannot help). */
export function closesDialog(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 409 || error.status === 403 || error.status === 404 || error.code === "invalid_action")
  );
}

/**
 * The toast for a failed send (docs/spec/features.md sections 4, 5 and 8). A request that already
 * exists is information, not an error: on a card its title names the status; on the
 * candidate screen it is 'Request Already Sent'.
 */
export function sendErrorToast(error: unknown, screen: RevealScreen): SendToast {
  if (isApiError(error)) {
    if (error.status === 409) {
      const status = STATUS_BY_CODE[error.code] ?? "pending";
      const description = `Your request status is: ${status}`;
      return screen === "profile"
        ? { title: "Request Already Sent", description }
        : { title: CARD_TITLE_BY_STATUS[status], description };
    }
    if (error.status === 403) {
      return {
        variant: "destructive",
        title: "Profile Required",
        description: "Please complete your recruiter profile before sending reveal requests.",
      };
    }
    if (error.code === "invalid_action") {
      return {
        variant: "destructive",
        title: "Invalid Action",
        description: "You cannot send a reveal request to yourself",
      };
    }
    if (error.code === "request_budget_spent") {
      return { variant: "destructive", title: "Weekly Budget Used", description: error.message };
    }
    if (error.code === "message_required") {
      return { variant: "destructive", title: "Message Required", description: "Please select or enter a message" };
    }
    if (error.code === "message_too_long") {
      return { variant: "destructive", title: "Error", description: "Message is too long" };
    }
  }
  return { variant: "destructive", title: "Error", description: "Failed to send profile reveal request" };
}
