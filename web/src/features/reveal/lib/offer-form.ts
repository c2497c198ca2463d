/**
 * The reveal dialog's optional job details as typed (text fields), and their conversion
 * into the request's `offer`, with the server's rules and messages.
 */
import { parseSalaryInput } from "@/lib/salary";

import type { Offer, SalaryPeriod } from "./offer";

export type OfferDraft = {
  roleTitle: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  workMode: "" | "remote" | "hybrid" | "onsite";
  location: string;
};

export const ROLE_TITLE_MAX_CHARS = 120;
export const LOCATION_MAX_CHARS = 200;
const SALARY_MAX = 1_000_000_000;

export function emptyOfferDraft(currency: string): OfferDraft {
  return { roleTitle: "", salaryMin: "", salaryMax: "", salaryCurrency: currency, salaryPeriod: "year", workMode: "", location: "" };
}

/** The offer to send (undefined when nothing was given), or the first problem in the server's words. */
export function offerFromDraft(draft: OfferDraft): { offer?: Offer; error?: string } {
  const roleTitle = draft.roleTitle.trim();
  const location = draft.location.trim();
  if ([...roleTitle].length > ROLE_TITLE_MAX_CHARS) return { error: "The role title must be 120 characters or fewer" };
  if ([...location].length > LOCATION_MAX_CHARS) return { error: "The location must be 200 characters or fewer" };
  const figure = (text: string) => (text.trim() ? parseSalaryInput(text) : undefined);
  const salaryMin = figure(draft.salaryMin);
  const salaryMax = figure(draft.salaryMax);
  for (const value of [salaryMin, salaryMax]) {
    if (value !== undefined && (value < 0 || value > SALARY_MAX || !Number.isInteger(value)))
      return { error: "Please enter a salary between 0 and 1,000,000,000" };
  }
  if (salaryMin !== undefined && salaryMax !== undefined && salaryMin > salaryMax)
    return { error: "The minimum salary must not be above the maximum" };
  const hasSalary = salaryMin !== undefined || salaryMax !== undefined;
  const offer: Offer = {
    roleTitle: roleTitle || null,
    salaryMin: salaryMin ?? null,
    salaryMax: salaryMax ?? null,
    salaryCurrency: hasSalary ? draft.salaryCurrency : null,
    salaryPeriod: hasSalary ? draft.salaryPeriod : null,
    workMode: draft.workMode || null,
    location: location || null,
  };
  const empty = !roleTitle && !location && !hasSalary && !draft.workMode;
  return empty ? {} : { offer };
}
