import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import * as React from "react";

import { api, type Schemas } from "@/api/client";
import { updateCachedSession } from "@/api/session";
import { storeAvatarUrl } from "@/lib/user-storage";

export type AvatarUrls = Schemas["AvatarUrls"];

const avatarUrlQueryKey = ["account", "avatar-url"] as const;

/** A freshly signed address for the signed-in person's own photo. */
export function getAvatarUrl(signal?: AbortSignal): Promise<AvatarUrls> {
  return api.get<AvatarUrls>("/api/account/avatar-url", { signal });
}

/**
 * The person's photo changed (upload, or a refreshed address): remember it for this tab
 * under avatar_{userId} and put it into the cached session, which every display of the
 * person's own avatar (navigation bar, account page) reads, so they all follow at once.
 */
export function publishAvatar(queryClient: QueryClient, userId: string, urls: AvatarUrls): void {
  const avatarUrl = urls.avatarUrl ?? null;
  storeAvatarUrl(userId, avatarUrl);
  updateCachedSession(queryClient, (session) =>
    session.user.id === userId
      ? {
          ...session,
          user: { ...session.user, avatarUrl, blurredAvatarUrl: urls.blurredAvatarUrl ?? null },
        }
      : session,
  );
}

/** Only signed addresses (they carry a token) can have expired and be worth re-signing. */
export function isSignedAddress(url: string): boolean {
  return /[?&]sig=/.test(url);
}

/**
 * For the person's own avatar (docs/spec/core.md section 4, "Avatar"): when the photo fails to
 * load and its address carries a token, ask for a fresh one and, if it differs, publish
 * it. Each display tries once, so a photo that is really gone settles on the initials.
 * Concurrent displays share one request per failed address.
 */
export function useRecoverOwnAvatar(userId: string | undefined) {
  const queryClient = useQueryClient();
  const tried = React.useRef(false);

  return React.useCallback(
    async (failedUrl: string) => {
      if (!userId || tried.current || !isSignedAddress(failedUrl)) return;
      tried.current = true;
      try {
        const fresh = await queryClient.fetchQuery({
          queryKey: [...avatarUrlQueryKey, failedUrl],
          queryFn: ({ signal }) => getAvatarUrl(signal),
          staleTime: Infinity,
          retry: false,
        });
        if (fresh.avatarUrl && fresh.avatarUrl !== failedUrl) publishAvatar(queryClient, userId, fresh);
      } catch {
        // Spec: a failed refresh is only logged; the initials stay.
        console.warn("Could not refresh the photo address.");
      }
    },
    [queryClient, userId],
  );
}

/** Failed addresses of others' photos that already caused a refetch (once each). */
const refreshedAfter = new Set<string>();

/**
 * For the photo of someone else (a revealed candidate, the recruiter who asked): its
 * signed address lives a few hours, so a page kept open can outlive it. When it fails to
 * load, the data on screen is fetched again, once per address: a fresh address comes
 * with it, and a photo that is gone or no longer shared settles on the initials.
 */
export function useRefreshExpiredPhoto() {
  const queryClient = useQueryClient();
  return React.useCallback(
    (failedUrl: string) => {
      if (!isSignedAddress(failedUrl) || refreshedAfter.has(failedUrl)) return;
      refreshedAfter.add(failedUrl);
      void queryClient.invalidateQueries({ refetchType: "active" });
    },
    [queryClient],
  );
}
