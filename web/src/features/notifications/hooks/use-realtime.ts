import { useQueryClient } from "@tanstack/react-query";

import { useEvents } from "@/api/events";
import { sessionQueryKey } from "@/api/session";

import { queryKeysFor } from "../lib/realtime-invalidation";

/**
 * Live updates for the signed-in person (mount once, in the app shell): one event stream
 * per tab; each event refetches the cached answers it affects (docs/spec/core.md section 4,
 * "The list reloads whenever any realtime change ... arrives"; docs/spec/features.md section 4, the
 * recruiter's view "updates live"). Signed out, the stream is closed.
 */
export function useRealtime(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const refetch = (event: Parameters<typeof queryKeysFor>[0]) => {
    for (const queryKey of queryKeysFor(event)) void queryClient.invalidateQueries({ queryKey });
  };

  useEvents(signedIn, {
    onEvent: (name) => refetch(name),
    onReconnect: () => refetch("reconnect"),
    // The stream keeps failing: perhaps the session ended. Checking it closes the stream
    // when it has (signedIn turns false).
    onError: (retry) => {
      if (retry > 0) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
