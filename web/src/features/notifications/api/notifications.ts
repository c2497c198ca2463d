import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

export type Notification = Schemas["Notification"];
export type NotificationList = Schemas["NotificationList"];

export const notificationsQueryKey = ["notifications"] as const;

/** GET /api/notifications: the latest 50, newest first, and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api.get<NotificationList>("/api/notifications", { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    // Realtime events invalidate the list whenever it changes.
    staleTime: 60_000,
    // A failed load is only logged by the spec: the list stays as it was.
    retry: false,
  });

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
