/** Decline reasons and reveal durations as the screens name them. */
import type { Schemas } from "@/api/client";

export type DeclineReason = Schemas["DeclineReason"];
export type RevealDuration = Schemas["RevealDuration"];

export const DECLINE_REASONS: { value: DeclineReason; label: string }[] = [
  { value: "not_the_right_role", label: "Not the right role" },
  { value: "salary_too_low", label: "Salary too low" },
  { value: "location_or_work_mode", label: "Location or work mode" },
  { value: "company_not_a_fit", label: "Company not a fit" },
  { value: "not_looking_right_now", label: "Not looking right now" },
  { value: "other", label: "Other" },
];

export function declineReasonLabel(reason: DeclineReason | null | undefined): string {
  return DECLINE_REASONS.find((r) => r.value === reason)?.label ?? "";
}

export const DECLINE_NOTE_MAX_CHARS = 200;

export const REVEAL_DURATIONS: { value: RevealDuration; label: string }[] = [
  { value: "days_30", label: "30 days" },
  { value: "days_90", label: "90 days" },
  { value: "until_revoked", label: "Until I revoke it" },
];

/** What an approval lasts unless the job seeker chooses otherwise. */
export const DEFAULT_REVEAL_DURATION: RevealDuration = "days_90";
