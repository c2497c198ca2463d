import type { Query } from "@tanstack/react-query";

/** How recent an answer must be to count as read on arrival (the entry's own prefetch). */
export const ARRIVAL_WINDOW_MS = 5_000;

/**
 * `refetchOnMount` for data a page reads afresh each time someone arrives on it: an answer
 * from the last few seconds is that read (the app, opened on the page, asked for it while
 * the page's code loaded); anything older is asked for again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's data
export function afreshOnArrival(query: Query<any, any, any, any>): boolean | "always" {
  return Date.now() - query.state.dataUpdatedAt < ARRIVAL_WINDOW_MS ? true : "always";
}
