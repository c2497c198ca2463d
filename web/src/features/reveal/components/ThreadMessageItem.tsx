import * as React from "react";
import { CopyIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { parseIsoDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

import type { ThreadMessage } from "../api/thread";
import { hasLinks, splitMessage } from "../lib/message-links";

const sentAt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

function CopyLinkButton({ address }: { address: string }) {
  const [copied, setCopied] = React.useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="ml-1 h-6 px-2 align-baseline text-xs"
      aria-label={`Copy link ${address}`}
      onClick={() => {
        void navigator.clipboard?.writeText(address).then(() => setCopied(true));
      }}
    >
      <CopyIcon aria-hidden="true" className="size-3" />
      {copied ? "Copied" : "Copy link"}
    </Button>
  );
}

/**
 * One message. A recruiter's message read by the job seeker shows its web addresses as
 * text with 'Copy link' (never a link Veil would open or preview), and says why.
 */
export function ThreadMessageItem({
  message,
  author,
  action,
}: {
  message: ThreadMessage;
  author: string;
  /** Shown under the message (the job seeker's "Report" on a recruiter's message). */
  action?: React.ReactNode;
}) {
  const guardLinks = !message.mine && message.from === "recruiter";
  const date = parseIsoDate(message.createdAt);
  return (
    <li className={cn("flex flex-col gap-1", message.mine ? "items-end" : "items-start")}>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{message.mine ? "You" : author}</span>
        {!Number.isNaN(date.getTime()) && <> · {sentAt.format(date)}</>}
      </p>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap",
          message.mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        {guardLinks
          ? splitMessage(message.body).map((part, index) =>
              part.kind === "text" ? (
                <React.Fragment key={index}>{part.text}</React.Fragment>
              ) : (
                <span key={index} className="break-all">
                  <span className="font-mono text-xs">{part.text}</span>
                  <CopyLinkButton address={part.text} />
                </span>
              ),
            )
          : message.body}
      </div>
      {guardLinks && hasLinks(message.body) && (
        <p className="max-w-[85%] text-xs text-muted-foreground">
          Links are shown as text. Opening a link can tell the sender who you are.
        </p>
      )}
      {action}
    </li>
  );
}
