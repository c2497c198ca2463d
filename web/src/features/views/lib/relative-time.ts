import { formatDistanceStrict, isValid, parseISO } from "date-fns";

/** "5 minutes ago" ("just now" under a minute); "" for an unreadable value. */
export function relativeTime(value: string, now: Date = new Date()): string {
  const date = parseISO(value);
  if (!isValid(date)) return "";
  if (now.getTime() - date.getTime() < 60_000) return "just now";
  return formatDistanceStrict(date, now, { addSuffix: true });
}
