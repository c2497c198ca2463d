import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";

import { recordProfileView } from "../api/record-view";
import { recentlyViewedQueryKey } from "../api/recently-viewed";
import { readRecordedViews, shouldRecordView, withRecordedView, writeRecordedViews } from "../lib/view-dedup";

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records a view of `profileId` once per mount (docs/spec/features.md section 4, 'Profile view
 * recording'): not for one's own profile, nor again within 30 s in this tab. Waits until
 * `ready` (the profile has loaded, so ownership is known). Failures are only logged.
 */
export function useRecordProfileView(profileId: string, { ready, isOwnProfile }: { ready: boolean; isOwnProfile: boolean }) {
  const queryClient = useQueryClient();
  const done = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (!ready || done.current === profileId) return;
    done.current = profileId;
    const storage = sessionStore();
    const now = Date.now();
    if (!shouldRecordView({ profileId, isOwnProfile, recorded: readRecordedViews(storage), now })) return;
    // Marked before the call, so a quick remount does not send it twice.
    writeRecordedViews(storage, withRecordedView(readRecordedViews(storage), profileId, now));
    recordProfileView(profileId)
      .then(() => queryClient.invalidateQueries({ queryKey: recentlyViewedQueryKey }))
      .catch((error: unknown) => console.warn("Could not record the profile view", error));
  }, [ready, isOwnProfile, profileId, queryClient]);
}
