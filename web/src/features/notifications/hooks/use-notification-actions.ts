import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";

import { toast } from "@/components/ui/use-toast";
import { isSameSitePath } from "@/lib/same-site-path";

import { markAllNotificationsRead, markAllReadInCache } from "../api/mark-all-read";
import { markNotificationRead, markReadInCache } from "../api/mark-read";
import type { Notification } from "../api/notifications";
import { notificationErrorText, type NotificationAction } from "../lib/error-text";

/** What is being updated: one notification (its id), all of them, or nothing. */
export type Working = { kind: "one"; id: string } | { kind: "all" } | null;

function showError(error: unknown, action: NotificationAction) {
  toast({ variant: "destructive", title: "Error", description: notificationErrorText(error, action) });
}

/**
 * Opening and marking notifications (docs/spec/core.md section 4): an unread one is marked read,
 * then its action address opens; a read one just opens. Only one update runs at a time;
 * clicks meanwhile are ignored.
 */
export function useNotificationActions({ onNavigate }: { onNavigate?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The ref decides (synchronously, so two quick clicks cannot both pass); the state shows it.
  const busy = React.useRef(false);
  const [working, setWorking] = React.useState<Working>(null);

  const begin = (next: Exclude<Working, null>) => {
    if (busy.current) return false;
    busy.current = true;
    setWorking(next);
    return true;
  };
  const end = () => {
    busy.current = false;
    setWorking(null);
  };

  const go = (actionUrl: string | null | undefined) => {
    if (!isSameSitePath(actionUrl)) return;
    onNavigate?.();
    void navigate(actionUrl);
  };

  const open = async (notification: Notification) => {
    if (busy.current) return;
    if (notification.read) {
      go(notification.actionUrl);
      return;
    }
    if (!begin({ kind: "one", id: notification.id })) return;
    try {
      await markNotificationRead(notification.id);
      markReadInCache(queryClient, notification.id);
    } catch (error) {
      showError(error, "read");
      return;
    } finally {
      end();
    }
    go(notification.actionUrl);
  };

  const markAll = async () => {
    if (!begin({ kind: "all" })) return;
    try {
      await markAllNotificationsRead();
      markAllReadInCache(queryClient);
    } catch (error) {
      showError(error, "readAll");
    } finally {
      end();
    }
  };

  return { open, markAll, working };
}
