import type { Schemas } from "@/api/client";

import type { OfferDraft } from "./offer-form";

export type RequestPreferences = Schemas["RequestPreferences"];

const WORK_MODE_WORDS: Record<string, string> = { remote: "remote", onsite: "on-site", hybrid: "hybrid" };

/**
 * The first of the candidate's preferences that this request does not meet yet, in the
 * server's words (server/src/seekers/request_preferences/mod.rs), or null: the same rule,
 * so the dialog says it before the recruiter writes and the server never has to.
 */
export function preferenceStop(
  preferences: RequestPreferences | undefined,
  draft: Pick<OfferDraft, "salaryMin" | "salaryMax" | "workMode">,
  jobType: string,
  companyVerified: boolean,
): string | null {
  if (!preferences) return null;
  if (preferences.verifiedCompanies && !companyVerified) {
    return "This candidate accepts requests only from verified companies.";
  }
  if (preferences.withSalary && !draft.salaryMin.trim() && !draft.salaryMax.trim()) {
    return "This candidate accepts requests only with a salary.";
  }
  if (preferences.myWorkMode && draft.workMode !== jobType) {
    return `This candidate accepts requests only for ${WORK_MODE_WORDS[jobType] ?? jobType} work.`;
  }
  return null;
}
