/** "Mar 5, 2025": the browser's own formatter, so no date library ships with every page. */
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** A calendar date alone ("2025-03-05") is that day here, as date-fns' parseISO reads it. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO 8601 value as a Date (invalid when unreadable). */
export function parseIsoDate(value: string): Date {
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * A date as the spec shows dates (docs/spec/features.md section 9, 'Date display'): short month,
 * day, year, en-US, e.g. "Mar 5, 2025". An unreadable value gives "".
 */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = typeof value === "string" ? parseIsoDate(value) : value;
  return Number.isNaN(date.getTime()) ? "" : shortDate.format(date);
}
