import { formatDistanceToNow, isValid, parseISO } from "date-fns";
import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";

import { Spinner } from "@/components/Spinner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import type { Notification } from "../api/notifications";
import type { Working } from "../hooks/use-notification-actions";

/** 'about 1 hour ago', '5 minutes ago' (docs/spec/core.md section 9). */
export function relativeTime(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : "";
}

function NotificationItem({
  notification,
  working,
  onOpen,
}: {
  notification: Notification;
  working: Working;
  onOpen: (notification: Notification) => void;
}) {
  const thisOne = working?.kind === "one" && working.id === notification.id;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        aria-busy={thisOne || undefined}
        className={cn(
          "flex w-full flex-col gap-1 px-4 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
          !notification.read && "bg-primary/5",
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 text-sm font-medium break-words">{notification.title}</span>
          {thisOne ? (
            <Spinner className="mt-0.5 text-primary" />
          ) : notification.read ? (
            <Badge variant="outline" className="text-muted-foreground">
              Read
            </Badge>
          ) : (
            <Badge>New</Badge>
          )}
        </span>
        <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
        <span className="text-xs text-muted-foreground">{relativeTime(notification.createdAt)}</span>
      </button>
    </li>
  );
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's button, which opens and anchors the panel. */
  trigger: React.ReactElement;
  notifications: Notification[];
  hasUnread: boolean;
  working: Working;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
};

/**
 * The bell's panel with the latest notifications (a popover), loaded with the first
 * opening: its positioning and date formatting are not on every signed-in page's way.
 */
export default function NotificationPanel({ open, onOpenChange, trigger, notifications, hasUnread, working, onOpen, onMarkAll }: Props) {
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notifications-title"
          className="z-50 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="flex min-h-12 items-center justify-between gap-2 border-b px-4 py-2">
            <h2 id="notifications-title" className="font-semibold">
              Notifications
            </h2>
            {hasUnread && (
              <Button
                variant="ghost"
                size="sm"
                className="-mr-2 text-primary"
                onClick={onMarkAll}
                aria-disabled={working !== null || undefined}
              >
                {working?.kind === "all" ? "Processing..." : "Mark all as read"}
              </Button>
            )}
          </div>
          <div className="max-h-[400px] overflow-y-auto overscroll-contain">
            {notifications.length === 0 ? (
              <p className="px-4 py-10 text-center text-sm text-muted-foreground">No notifications</p>
            ) : (
              <ul className="divide-y" aria-labelledby="notifications-title">
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    working={working}
                    onOpen={onOpen}
                  />
                ))}
              </ul>
            )}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
