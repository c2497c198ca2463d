/** Every cached reveal request list (received and sent) starts with this key. */
export const revealRequestsQueryKey = ["reveal-requests"] as const;
