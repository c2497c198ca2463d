import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";

import { isApiError, serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { sessionQueryKey } from "@/api/session";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useDeleteAccount } from "@/features/accounts/api/delete-account";
import { useLeaveAccount } from "@/features/accounts/hooks/use-leave-account";

/** Everything the deletion removes (invariant 6, docs/privacy-invariants.md), in the person's terms. */
const deletedData = [
  "Your anonymous job seeker profile",
  "Your company profile",
  "Reveal requests you have sent and received",
  "Profile views",
  "Your search history",
  "Your notifications",
  "Your photo and company logo",
  "Your sign-in sessions",
];

/**
 * The Danger Zone's Delete Account button and its confirmation (docs/spec/core.md sections 2,
 * 4 and 8): on success a toast, this browser forgets the person, and they go to /.
 */
export function DeleteAccountDialog({ userId }: { userId: string }) {
  const [open, setOpen] = React.useState(false);
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const leave = useLeaveAccount();
  const deleting = deletion.isPending;
  const listHeadingId = React.useId();

  const onConfirm = () => {
    deletion.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: "Account deleted",
          description: "Your account and all associated data have been deleted.",
        });
        void leave(userId);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          setOpen(false);
          toast({
            variant: "destructive",
            title: "Error deleting account",
            description: "No active session found. Please sign in again.",
          });
          // The session is gone: let the page's guard find out and offer sign-in.
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          return;
        }
        toast({
          variant: "destructive",
          title: "Error deleting account",
          description:
            serverMessage(error) ?? "There was an error deleting your account. Please try again later.",
        });
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes your account and everything that belongs to it. It cannot
            be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <p className="mb-2 font-medium" id={listHeadingId}>
            What will be deleted
          </p>
          <ul aria-labelledby={listHeadingId} className="list-disc space-y-1 pl-5 text-muted-foreground">
            {deletedData.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={deleting} aria-busy={deleting || undefined}>
            {deleting && <Spinner />}
            {deleting ? "Deleting..." : "Delete my account"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
