import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BellIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

import { notificationsQueryKey, useNotifications } from "../api/notifications";
import { useNotificationActions } from "../hooks/use-notification-actions";

/** The badge's text: the count, capped so it stays round. */
function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

const loadPanel = () => import("./NotificationPanel");
const NotificationPanel = React.lazy(loadPanel);

/**
 * The navigation bar's bell (docs/spec/core.md sections 2 and 4): the unread count, and a panel
 * with the latest notifications; opening one marks it read and follows its link. The
 * panel's code comes when the bell is pointed at, focused or first clicked.
 */
export default function NotificationBell() {
  const [open, setOpen] = React.useState(false);
  const [panelWanted, setPanelWanted] = React.useState(false);
  const queryClient = useQueryClient();
  const { data } = useNotifications();
  const { open: openNotification, markAll, working } = useNotificationActions({ onNavigate: () => setOpen(false) });

  const notifications = data?.notifications ?? [];
  const unread = Math.max(0, data?.unreadCount ?? 0);
  const hasUnread = notifications.some((n) => !n.read);
  const label = unread > 0 ? `Notifications (${unread} unread)` : "Notifications";

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Fresh on every opening, in case a realtime event was missed.
    if (next) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  };

  const button = (props: React.ComponentProps<typeof Button>) => (
    <Button variant="ghost" size="icon" className="relative" aria-label={label} title="Notifications" {...props}>
      <BellIcon aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive-solid px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums"
        >
          {badgeText(unread)}
        </span>
      )}
    </Button>
  );
  // Before the panel's code is in: a plain button that asks for it (and opens it).
  const placeholder = button({
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    onPointerEnter: () => void loadPanel(),
    onFocus: () => void loadPanel(),
    onClick: () => {
      setPanelWanted(true);
      onOpenChange(true);
    },
  });
  if (!panelWanted) return placeholder;
  return (
    <React.Suspense fallback={placeholder}>
      <NotificationPanel
        open={open}
        onOpenChange={onOpenChange}
        trigger={button({})}
        notifications={notifications}
        hasUnread={hasUnread}
        working={working}
        onOpen={(notification) => void openNotification(notification)}
        onMarkAll={() => void markAll()}
      />
    </React.Suspense>
  );
}
