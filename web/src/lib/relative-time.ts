/**
 * Times as the job seeker's pages show them ("5 minutes ago", "8:03 AM"), with the
 * browser's own formatters: date-fns was 6.7 KiB on the dashboard and the requests page
 * for these two. Apart from `dates.ts`, which every page loads, so only the pages that
 * show them carry them.
 */
import { parseIsoDate } from "@/lib/dates";

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/**
 * "5 minutes ago" ("just now" under a minute), "" for an unreadable value: the units and
 * rounding of date-fns' formatDistanceStrict, written with the browser's formatter.
 */
export function relativeTime(value: string, now: Date = new Date()): string {
  const date = parseIsoDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const millis = now.getTime() - date.getTime();
  if (millis < 60_000) return "just now";
  const minutes = millis / 60_000;
  const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] =
    minutes < 60
      ? [minutes, "minute"]
      : minutes < MINUTES_IN_DAY
        ? [minutes / 60, "hour"]
        : minutes < MINUTES_IN_MONTH
          ? [minutes / MINUTES_IN_DAY, "day"]
          : minutes < MINUTES_IN_YEAR
            ? [minutes / MINUTES_IN_MONTH, "month"]
            : [minutes / MINUTES_IN_YEAR, "year"];
  const rounded = Math.round(amount);
  // Twelve months read as a year, as date-fns says it.
  return unit === "month" && rounded === 12 ? relative.format(-1, "year") : relative.format(-rounded, unit);
}

const clockTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** The time of day in the person's own time zone ("8:03 AM"); "" for an unreadable value. */
export function timeOfDay(value: string): string {
  const date = parseIsoDate(value);
  return Number.isNaN(date.getTime()) ? "" : clockTime.format(date);
}
