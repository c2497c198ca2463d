import type { QueryClient } from "@tanstack/react-query";

import { api } from "@/api/client";

import { notificationsQueryKey, type Notification, type NotificationList } from "./notifications";

/** POST /api/notifications/{id}/read (404 notification_not_found when it is not theirs). */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/**
 * One notification became read: it shows as read and the count falls by one, never
 * below 0 (docs/spec/core.md section 4).
 */
export function markReadInCache(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) => {
    if (!list) return list;
    // A fresher list may already show it read (and counted): don't count it twice.
    const alreadyRead = list.notifications.some((n) => n.id === id && n.read);
    return {
      notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
      unreadCount: alreadyRead ? list.unreadCount : Math.max(0, list.unreadCount - 1),
    };
  });
}
