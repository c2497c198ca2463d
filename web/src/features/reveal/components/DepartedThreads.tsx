import * as React from "react";
import { Trash2Icon, UserXIcon } from "lucide-react";

import { serverMessage } from "@/api/client";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatShortDate } from "@/lib/dates";

import { useDeleteDepartedThread, useDepartedThreads, type DepartedThread } from "../api/departed-threads";
import { ThreadMessageItem } from "./ThreadMessageItem";

/** What shows in place of each message of a person who deleted their account. */
export const LEFT_VEIL = "This person has left Veil";

function DepartedThreadItem({ thread, onDelete }: { thread: DepartedThread; onDelete: () => void }) {
  return (
    <li className="space-y-3 rounded-lg border p-3">
      <div className="flex items-start gap-2">
        <UserXIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block font-medium">{LEFT_VEIL}</span>
          <span className="block text-muted-foreground">
            Asked {formatShortDate(thread.startedAt)} · left {formatShortDate(thread.leftAt)}
          </span>
        </p>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label="Delete this conversation">
          <Trash2Icon aria-hidden="true" /> Delete
        </Button>
      </div>
      <ol className="space-y-3" aria-label="Messages">
        {thread.messages.map((message) =>
          message.mine && message.body ? (
            <ThreadMessageItem
              key={message.id}
              author="You"
              message={{ id: message.id, from: thread.you, mine: true, body: message.body, createdAt: message.createdAt }}
            />
          ) : (
            <li key={message.id} className="flex flex-col items-start">
              <p className="max-w-[85%] rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground italic">
                {LEFT_VEIL}
              </p>
            </li>
          ),
        )}
      </ol>
    </li>
  );
}

/**
 * The conversations whose other person deleted their account: the reader's own messages,
 * and "This person has left Veil" in place of theirs (nothing else of them was kept).
 * Shown only when there is one; each can be deleted.
 */
export function DepartedThreads({ side }: { side: DepartedThread["you"] }) {
  const threads = useDepartedThreads(side);
  const remove = useDeleteDepartedThread();
  const [confirming, setConfirming] = React.useState<string | null>(null);
  if (!threads.data?.length) return null;

  const confirmDelete = () => {
    if (confirming === null) return;
    remove.mutate(confirming, {
      onSuccess: () => toast({ title: "Conversation deleted" }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Error", description: serverMessage(error) ?? "Could not delete the conversation." }),
    });
    setConfirming(null);
  };

  return (
    <section aria-labelledby={`departed-${side}`} className="space-y-3 rounded-xl border p-4">
      <div>
        <h2 id={`departed-${side}`} className="text-base font-semibold">
          People who left Veil
        </h2>
        <p className="text-sm text-muted-foreground">
          They deleted their account, so only your own messages are kept.
        </p>
      </div>
      <ul className="grid gap-3">
        {threads.data.map((thread) => (
          <DepartedThreadItem key={thread.id} thread={thread} onDelete={() => setConfirming(thread.id)} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDelete}
        title="Delete this conversation?"
        description="Your messages in it are deleted for good."
        action="Delete"
      />
    </section>
  );
}
