import type { RequestPreferences } from "./request-preferences";

/**
 * Who a reveal request is for, as its dialog shows them: the anonymous fields only, and,
 * from the candidate page, which requests they accept and their work mode.
 */
export type RevealDialogCandidate = {
  id: string;
  codename: string;
  headline: string;
  requestPreferences?: RequestPreferences;
  jobType?: string;
  /** The yearly minimum salary and the country whose currency it is in. */
  minimum?: { minSalary: number; country?: string | null };
};
