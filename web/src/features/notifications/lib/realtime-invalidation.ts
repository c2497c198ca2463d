import type { QueryKey } from "@tanstack/react-query";

import type { ServerEventName } from "@/api/events";
import { candidateQueryKey, revealRequestsQueryKey, revealThreadsQueryKey, searchQueryKey } from "@/api/query-keys";
import { sessionQueryKey } from "@/api/session";

import { notificationsQueryKey } from "../api/notifications";

/** Every candidate page's cached view (the key's first part). */
const candidatesQueryKey: QueryKey = candidateQueryKey("").slice(0, 1);

/**
 * What a reveal request change touches: both people's lists, search cards, candidate pages,
 * the session, and the threads (who may write, and the name beside them, follow the status).
 */
const revealRequestKeys: readonly QueryKey[] = [
  revealRequestsQueryKey,
  searchQueryKey,
  candidatesQueryKey,
  sessionQueryKey,
  revealThreadsQueryKey,
];

/**
 * The cached answers to fetch again for a server event, or after the stream reopened
 * ('reconnect'), when events may have been missed.
 */
export function queryKeysFor(event: ServerEventName | "reconnect"): readonly QueryKey[] {
  switch (event) {
    case "notification":
      return [notificationsQueryKey];
    case "reveal_request":
      return revealRequestKeys;
    case "reveal_message":
      return [revealThreadsQueryKey];
    case "resync":
    case "reconnect":
      return [notificationsQueryKey, ...revealRequestKeys];
  }
}
