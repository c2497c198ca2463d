import type { QueryClient } from "@tanstack/react-query";

import { api, type Schemas } from "@/api/client";

import { notificationsQueryKey, type NotificationList } from "./notifications";

export type MarkedRead = Schemas["MarkedRead"];

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<MarkedRead> {
  return api.post<MarkedRead>("/api/notifications/read-all");
}

/** Every notification became read: the count is 0. */
export function markAllReadInCache(queryClient: QueryClient): void {
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
    list ? { notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 } : list,
  );
}
