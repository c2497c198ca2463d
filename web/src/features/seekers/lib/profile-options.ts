/** The choices a job seeker makes about their profile, with the spec's words (docs/spec/features.md 3-5). */

export const JOB_TYPES = ["remote", "onsite", "hybrid"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  remote: "Remote",
  onsite: "Onsite",
  hybrid: "Hybrid",
};

export const PROFILE_STATUSES = ["active", "passive", "hidden"] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const PROFILE_STATUS_OPTIONS: ReadonlyArray<{ value: ProfileStatus; label: string; description: string }> = [
  { value: "active", label: "Active", description: "open to opportunities" },
  { value: "passive", label: "Passive", description: "casually looking" },
  { value: "hidden", label: "Hidden", description: "invisible to recruiters" },
];

/** Anything outside remote, onsite and hybrid is saved as remote (spec section 5). */
export function jobTypeOrDefault(value: string | null | undefined): JobType {
  const key = value?.trim().toLowerCase();
  return (JOB_TYPES as readonly string[]).includes(key ?? "") ? (key as JobType) : "remote";
}

/** Anything outside active, passive and hidden is saved as active (spec section 5). */
export function statusOrDefault(value: string | null | undefined): ProfileStatus {
  const key = value?.trim().toLowerCase();
  return (PROFILE_STATUSES as readonly string[]).includes(key ?? "") ? (key as ProfileStatus) : "active";
}

/** The dashboard's status badge: Active, Passive, Hidden, otherwise Unknown. */
export function statusLabel(value: string | null | undefined): string {
  const option = PROFILE_STATUS_OPTIONS.find((o) => o.value === value?.trim().toLowerCase());
  return option ? option.label : "Unknown";
}

/** The server's limits (server/src/seekers/model.rs), so a form never sends what it refuses. */
export const HEADLINE_MAX_LENGTH = 150;
export const PITCH_MAX_LENGTH = 2000;
export const SALARY_MAX = 1_000_000_000;

/**
 * What a salary text input holds as a number: its digits (a trailing cents part such as
 * ".50" is dropped), at most SALARY_MAX; empty is 0.
 */
export function salaryFromInput(text: string): number {
  const digits = text.replace(/[.,]\d{1,2}\s*$/, "").replace(/\D/g, "");
  if (!digits) return 0;
  return Math.min(Number.parseInt(digits.slice(0, 12), 10), SALARY_MAX);
}
