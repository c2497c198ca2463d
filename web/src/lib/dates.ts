import { format, isValid, parseISO } from "date-fns";

/**
 * A date as the spec shows dates (features.md section 9, 'Date display'): short month,
 * day, year, en-US, e.g. "Mar 5, 2025". An unreadable value gives "".
 */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? format(date, "MMM d, yyyy") : "";
}
