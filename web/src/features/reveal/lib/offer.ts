/**
 * The structured part of a reveal request as people read it, and the
 * "below your minimum" rule for the job seeker's card.
 */
import type { Schemas } from "@/api/client";
import { currencyForCountry } from "@/lib/currency";

export type Offer = Schemas["Offer"];
export type SalaryPeriod = Schemas["SalaryPeriod"];

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const PERIOD_LABELS: Record<SalaryPeriod, string> = { year: "a year", month: "a month", hour: "an hour" };
export const WORK_MODE_LABELS: Record<string, string> = { remote: "Remote", hybrid: "Hybrid", onsite: "Onsite" };

/** 'EUR 70,000 – 85,000 a year', 'EUR from 70,000 a year', 'EUR up to 85,000 a year', or ''. */
export function formatOfferSalary(offer: Offer | null | undefined): string {
  if (!offer?.salaryCurrency) return "";
  const { salaryMin: min, salaryMax: max } = offer;
  const n = (v: number) => numberFormat.format(v);
  let figures: string;
  if (min != null && max != null) figures = min === max ? n(min) : `${n(min)} – ${n(max)}`;
  else if (min != null) figures = `from ${n(min)}`;
  else if (max != null) figures = `up to ${n(max)}`;
  else return "";
  return `${offer.salaryCurrency} ${figures} ${PERIOD_LABELS[offer.salaryPeriod ?? "year"]}`;
}

/**
 * Whether an offer pays less than the job seeker's minimum. Compared only in the same
 * currency (the one of the profile's country) and period (a profile's salary is yearly);
 * the offer's best figure counts: its maximum, or its minimum when it gives no maximum.
 * A profile without a minimum (0) is never undercut.
 */
export function isBelowMinimum(
  offer: Offer | null | undefined,
  profile: { minSalary: number; country?: string | null } | null | undefined,
): boolean {
  if (!offer?.salaryCurrency || !profile || profile.minSalary <= 0) return false;
  if ((offer.salaryPeriod ?? "year") !== "year") return false;
  if (offer.salaryCurrency !== currencyForCountry(profile.country).code) return false;
  const best = offer.salaryMax ?? offer.salaryMin;
  return best != null && best < profile.minSalary;
}

/** The offer's fields that were given, in reading order, with their labels. */
export function offerRows(offer: Offer | null | undefined): { label: string; value: string }[] {
  if (!offer) return [];
  const rows = [
    { label: "Role", value: offer.roleTitle ?? "" },
    { label: "Salary", value: formatOfferSalary(offer) },
    { label: "Work mode", value: offer.workMode ? (WORK_MODE_LABELS[offer.workMode] ?? offer.workMode) : "" },
    { label: "Location", value: offer.location ?? "" },
  ];
  return rows.filter((row) => row.value);
}
