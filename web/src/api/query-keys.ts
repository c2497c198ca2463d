/**
 * Query keys that more than one feature touches: a feature that changes these answers (a
 * reveal request, a server event) refreshes them without importing the feature that reads
 * them. Keys that only their own feature uses stay in that feature's `api/` file.
 */

/** Every cached reveal request list (received and sent) starts with this key. */
export const revealRequestsQueryKey = ["reveal-requests"] as const;

/** The recruiter's weekly budget of requests: under the requests' key, so sending refreshes it. */
export const requestBudgetQueryKey = [...revealRequestsQueryKey, "budget"] as const;

/** Every cached search answer; a reveal request or profile change invalidates them all. */
export const searchQueryKey = ["search", "candidates"] as const;

/** One candidate page's cached view. */
export const candidateQueryKey = (profileId: string) => ["candidate", profileId] as const;

/** Every cached thread of a reveal request and the unread counts; a message event refreshes them. */
export const revealThreadsQueryKey = ["reveal-threads"] as const;
