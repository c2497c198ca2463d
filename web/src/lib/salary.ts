/**
 * How salaries and locations read on profiles and cards (docs/spec/features.md section 5, 'Salary
 * display'), and how the salary text inputs turn typing into numbers and back.
 */
import { currencyForCountry } from "@/lib/currency";

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A salary bound counts only when it is a positive number (0 is stored for "empty"). */
function isSpecified(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * 'Salary not specified', '{sym}{min} - {sym}{max}', 'From {sym}{min}' or
 * 'Up to {sym}{max}', in the currency of `country` ($ when unknown).
 */
export function formatSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
  country?: string | null,
): string {
  const hasMin = isSpecified(min);
  const hasMax = isSpecified(max);
  if (!hasMin && !hasMax) return "Salary not specified";

  const { symbol } = currencyForCountry(country);
  const money = (value: number) => `${symbol}${numberFormat.format(value)}`;
  if (hasMin && hasMax) return `${money(min)} - ${money(max)}`;
  if (hasMin) return `From ${money(min)}`;
  return `Up to ${money(max as number)}`;
}

/** The location as written, or 'Location not specified'. */
export function formatLocation(location?: string | null): string {
  const text = location?.trim();
  return text ? text : "Location not specified";
}

/** A salary input's text as a number: only digits, dot and minus count; empty is 0. */
export function parseSalaryInput(text: string): number {
  const cleaned = text.replace(/[^\d.-]/g, "");
  if (!cleaned) return 0;
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** A salary for display in an input, with thousands separators ('' for 0 or nothing). */
export function formatSalaryInput(value: number | string): string {
  const number = typeof value === "number" ? value : parseSalaryInput(value);
  if (!Number.isFinite(number) || number === 0) return "";
  return numberFormat.format(number);
}
