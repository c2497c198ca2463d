import {
  BanIcon,
  CircleCheckIcon,
  CircleXIcon,
  EyeIcon,
  HourglassIcon,
  MessageSquareIcon,
  SearchIcon,
  SendIcon,
  UserRoundCheckIcon,
  type LucideIcon,
} from "lucide-react";

import { timeOfDay } from "@/lib/relative-time";
import type { ActivityEvent, ActivityKind } from "../api/types";

const icons: Record<ActivityKind, LucideIcon> = {
  appeared_in_search: SearchIcon,
  profile_viewed: EyeIcon,
  reveal_requested: SendIcon,
  reveal_approved: CircleCheckIcon,
  reveal_declined: CircleXIcon,
  reveal_expired: HourglassIcon,
  reveal_revoked: BanIcon,
  identity_served: UserRoundCheckIcon,
  message_received: MessageSquareIcon,
};

/** The events that say the job seeker's identity crossed, marked so they stand out. */
const identityKinds: ReadonlySet<ActivityKind> = new Set(["identity_served", "reveal_approved"]);

function searchCount(count: number): string {
  return `${count} ${count === 1 ? "search" : "searches"}`;
}

/** One event: what happened, the company and the recruiter's role, and when. */
export function ActivityEventRow({ event }: { event: ActivityEvent }) {
  const Icon = icons[event.kind];
  const company = event.companyName?.trim() || "Unknown Company";
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={
          identityKinds.has(event.kind)
            ? "flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
            : "flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
        }
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {event.label}
          {event.kind === "appeared_in_search" && (
            <span className="font-normal text-muted-foreground"> · {searchCount(event.count)}</span>
          )}
        </p>
        <p className="text-sm break-words text-muted-foreground">
          <span className="text-foreground">{company}</span>
          {event.recruiterRole && <span> · {event.recruiterRole}</span>}
        </p>
      </div>
      <time dateTime={event.occurredAt} className="shrink-0 pt-0.5 text-xs text-muted-foreground">
        {timeOfDay(event.occurredAt)}
      </time>
    </li>
  );
}
