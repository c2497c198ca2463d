import { format, isValid, parseISO, startOfDay, subDays } from "date-fns";

import { formatShortDate } from "@/lib/dates";

/** Events of one local day, newest first. */
export type DayGroup<T> = { key: string; date: Date; events: T[] };

/**
 * Groups events (newest first) by the person's own calendar day: the server groups by UTC
 * day, and pages split days, so the page regroups what it has loaded.
 */
export function groupByLocalDay<T extends { occurredAt: string }>(events: T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const event of events) {
    const at = parseISO(event.occurredAt);
    if (!isValid(at)) continue;
    const key = format(at, "yyyy-MM-dd");
    const last = groups[groups.length - 1];
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, date: startOfDay(at), events: [event] });
  }
  return groups;
}

/** "Today", "Yesterday", or the spec's date display ("Jan 15, 2027"). */
export function dayHeading(day: Date, now: Date = new Date()): string {
  const today = startOfDay(now);
  if (day.getTime() === today.getTime()) return "Today";
  if (day.getTime() === subDays(today, 1).getTime()) return "Yesterday";
  return formatShortDate(day);
}

