import type { Schemas } from "@/api/client";

import { currencyForCountry } from "@/lib/currency";

import type { OfferDraft } from "./offer-form";

export type RequestPreferences = Schemas["RequestPreferences"];

const WORK_MODE_WORDS: Record<string, string> = { remote: "remote", onsite: "on-site", hybrid: "hybrid" };

/**
 * The first of the candidate's preferences that this request does not meet yet, in the
 * server's words (server/src/reveal/preferences/mod.rs), or null: the same rule,
 * so the dialog says it before the recruiter writes and the server never has to.
 */
export function preferenceStop(
  preferences: RequestPreferences | undefined,
  draft: Pick<OfferDraft, "salaryMin" | "salaryMax" | "workMode"> & Partial<Pick<OfferDraft, "salaryCurrency" | "salaryPeriod">>,
  jobType: string,
  companyVerified: boolean,
  minimum?: { minSalary: number; country?: string | null },
): string | null {
  if (!preferences) return null;
  if (preferences.verifiedCompanies && !companyVerified) {
    return "This candidate accepts requests only from verified companies.";
  }
  if (preferences.withSalary && !draft.salaryMin.trim() && !draft.salaryMax.trim()) {
    return "This candidate accepts requests only with a salary.";
  }
  if (preferences.atOrAboveMinimum && minimum && minimum.minSalary > 0 && !mayReach(draft, minimum)) {
    return "This candidate accepts requests only at or above their minimum salary.";
  }
  if (preferences.myWorkMode && draft.workMode !== jobType) {
    return `This candidate accepts requests only for ${WORK_MODE_WORDS[jobType] ?? jobType} work.`;
  }
  return null;
}

/**
 * Whether the draft may reach the minimum: a salary is needed; a yearly figure in the
 * profile's currency is compared here (the best one: the maximum, else the minimum);
 * other currencies and periods are converted by the server, which has the last word.
 */
function mayReach(
  draft: Pick<OfferDraft, "salaryMin" | "salaryMax"> & Partial<Pick<OfferDraft, "salaryCurrency" | "salaryPeriod">>,
  minimum: { minSalary: number; country?: string | null },
): boolean {
  const best = draft.salaryMax.trim() || draft.salaryMin.trim();
  if (!best) return false;
  const sameTerms =
    (draft.salaryPeriod ?? "year") === "year" && draft.salaryCurrency === currencyForCountry(minimum.country).code;
  return !sameTerms || Number(best.replace(/[^\d]/g, "")) >= minimum.minSalary;
}
