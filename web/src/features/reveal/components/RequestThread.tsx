import * as React from "react";
import { ChevronDownIcon, MessageSquareIcon, RotateCwIcon, SendIcon } from "lucide-react";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { IdentityLeak } from "@/lib/identity-leaks";
import { cn } from "@/lib/utils";

import { useMarkThreadRead, useThread, useWriteMessage, type ThreadMessage } from "../api/thread";
import { unreadOf, useUnreadCounts } from "../api/unread-counts";
import { MessageLeakDialog } from "./MessageLeakDialog";
import { ThreadMessageItem } from "./ThreadMessageItem";

type Props = {
  requestId: string;
  /** The job seeker's check of a message before it goes (recruiters have none). */
  checkLeaks?: (text: string) => IdentityLeak<"message">[];
  /** Open from the start (the candidate page); the request lists open it on demand. */
  defaultOpen?: boolean;
  /** What the reader may do with one message of the other side (the job seeker reports). */
  messageAction?: (message: ThreadMessage, author: string) => React.ReactNode;
};

/**
 * The conversation on a reveal request, on its card: messages oldest first (newest at the
 * bottom), the box to write in, and why it is closed when it is. No read receipts, typing
 * signs or "last seen": reading only clears the reader's own unread count.
 */
export function RequestThread({ requestId, checkLeaks, defaultOpen = false, messageAction }: Props) {
  const [open, setOpen] = React.useState(defaultOpen);
  const counts = useUnreadCounts();
  const unread = unreadOf(counts.data, requestId);
  const thread = useThread(requestId, { enabled: open });
  const markRead = useMarkThreadRead(requestId);
  const panelId = `thread-${requestId}`;

  const { mutate: markReadNow, isPending: marking } = markRead;
  React.useEffect(() => {
    if (open && thread.data && unread > 0 && !marking) markReadNow();
  }, [open, thread.data, unread, marking, markReadNow]);

  return (
    <section className="rounded-lg border" aria-label="Messages">
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MessageSquareIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="flex-1">Messages</span>
        {unread > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{unread} unread</span>
        )}
        <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="space-y-3 border-t p-3">
          {thread.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Loading messages...
            </p>
          ) : thread.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
              <span>Could not load the messages.</span>
              <Button variant="outline" size="sm" onClick={() => void thread.refetch()} disabled={thread.isFetching}>
                <RotateCwIcon aria-hidden="true" /> Retry
              </Button>
            </div>
          ) : (
            <ThreadBody requestId={requestId} thread={thread.data} checkLeaks={checkLeaks} messageAction={messageAction} />
          )}
        </div>
      )}
    </section>
  );
}

function ThreadBody({
  requestId,
  thread,
  checkLeaks,
  messageAction,
}: {
  requestId: string;
  thread: NonNullable<ReturnType<typeof useThread>["data"]>;
  checkLeaks?: Props["checkLeaks"];
  messageAction?: Props["messageAction"];
}) {
  const [draft, setDraft] = React.useState("");
  const [leaks, setLeaks] = React.useState<IdentityLeak<"message">[]>([]);
  const [error, setError] = React.useState<string | null>(null);
  const write = useWriteMessage(requestId);
  const box = React.useRef<HTMLTextAreaElement>(null);
  const boxId = `thread-${requestId}-box`;
  const length = [...draft.trim()].length;
  const tooLong = length > thread.maxChars;

  function send(text: string) {
    setError(null);
    write.mutate(text, {
      onSuccess: () => setDraft(""),
      onError: (failure) => setError(serverMessage(failure) ?? "The message could not be sent. Please try again."),
    });
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || tooLong || write.isPending) return;
    const found = checkLeaks?.(text) ?? [];
    if (found.length > 0) {
      setLeaks(found);
      return;
    }
    send(text);
  }

  return (
    <>
      <p className="text-sm text-muted-foreground">
        Conversation with <span className="font-medium text-foreground">{thread.otherSide}</span>
      </p>
      {thread.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {thread.you === "job_seeker"
            ? "No messages yet. Ask anything before you decide: your identity stays hidden unless you approve."
            : "No messages yet. The candidate stays anonymous while you talk."}
        </p>
      ) : (
        <ol role="log" aria-label={`Messages with ${thread.otherSide}`} className="max-h-96 space-y-3 overflow-y-auto">
          {thread.messages.map((message) => (
            <ThreadMessageItem
              key={message.id}
              message={message}
              author={thread.otherSide}
              action={message.mine ? undefined : messageAction?.(message, thread.otherSide)}
            />
          ))}
        </ol>
      )}
      {thread.canWrite ? (
        <form onSubmit={onSubmit} className="space-y-2">
          <Label htmlFor={boxId}>Write a message</Label>
          <Textarea
            id={boxId}
            ref={box}
            value={draft}
            rows={3}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${boxId}-count`}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) onSubmit(event);
            }}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id={`${boxId}-count`} className={cn("text-xs text-muted-foreground", tooLong && "text-destructive")}>
              {length}/{thread.maxChars}
            </span>
            <Button type="submit" size="sm" disabled={!draft.trim() || tooLong || write.isPending}>
              {write.isPending ? <Spinner /> : <SendIcon aria-hidden="true" />}
              Send
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      ) : (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          {thread.closedReason}
        </p>
      )}
      <MessageLeakDialog
        leaks={leaks}
        onEdit={() => {
          setLeaks([]);
          window.setTimeout(() => box.current?.focus(), 0);
        }}
        onSendAnyway={() => {
          const text = draft.trim();
          setLeaks([]);
          send(text);
        }}
      />
    </>
  );
}
