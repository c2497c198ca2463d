import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";

import { PageContainer } from "@/components/PageContainer";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import type { BatchProgress } from "@/features/admin/api/batch-progress";
import { useSendEmails } from "@/features/admin/api/send-emails";
import { useAdminUsers, type UserFilters } from "@/features/admin/api/users";
import { AdminNav } from "@/features/admin/components/AdminNav";
import { EmailComposer } from "@/features/admin/components/EmailComposer";
import { OutboxTable } from "@/features/admin/components/OutboxTable";
import { RecipientTable } from "@/features/admin/components/RecipientTable";
import { SendConfirmDialog } from "@/features/admin/components/SendConfirmDialog";
import {
  checkSend,
  sendEmailSchema,
  type SendEmailBody,
  type SendEmailInput,
} from "@/features/admin/lib/email-rules";

const NO_FILTERS: Required<UserFilters> = { noProfile: false, noSkills: false, noPitch: false };

function recipients(count: number): string {
  return count === 1 ? "1 recipient" : `${count} recipients`;
}

/** What the admin is told when a send has finished (docs/spec/core.md section 8). */
function reportSent(progress: BatchProgress) {
  const delivered = progress.sent + progress.captured;
  if (delivered === 0) {
    toast({
      variant: "destructive",
      title: "Error Sending Emails",
      description: "There was a problem sending your emails. Please try again.",
    });
    return;
  }
  const failed = progress.failed > 0 ? ` ${progress.failed} could not be sent; see the Outbox.` : "";
  toast({ title: "Emails Sent Successfully", description: `Sent to ${recipients(delivered)}.${failed}` });
}

/**
 * /admin-email (docs/spec/core.md sections 2, 4, 5, 8): choose recipients, write the message,
 * preview it, confirm and send; the Outbox tab shows what went out.
 */
export default function AdminEmailPage() {
  const [filters, setFilters] = React.useState<Required<UserFilters>>(NO_FILTERS);
  const [preview, setPreview] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const [progress, setProgress] = React.useState<BatchProgress | null>(null);

  const users = useAdminUsers(filters);
  const send = useSendEmails(setProgress);
  const form = useForm<SendEmailInput, unknown, SendEmailBody>({
    resolver: zodResolver(sendEmailSchema),
    defaultValues: { userIds: [], subject: "", content: "", isHtml: false },
  });
  const { setValue, getValues, watch, handleSubmit, reset } = form;
  const userIds = watch("userIds");
  const subject = watch("subject");
  const content = watch("content");
  const isHtml = watch("isHtml");
  const selected = React.useMemo(() => new Set(userIds), [userIds]);

  const select = React.useCallback(
    (ids: string[]) => setValue("userIds", ids, { shouldDirty: true }),
    [setValue],
  );

  // A new list keeps only the selected users it still shows.
  const shown = users.data?.data;
  React.useEffect(() => {
    if (!shown) return;
    const visible = new Set(shown.map((u) => u.id));
    const current = getValues("userIds");
    const kept = current.filter((id) => visible.has(id));
    if (kept.length !== current.length) select(kept);
  }, [shown, getValues, select]);

  // docs/spec/core.md section 8: the list failing to load is a toast.
  React.useEffect(() => {
    if (users.isError) {
      toast({ variant: "destructive", title: "Error", description: "Failed to load users. Please try again." });
    }
  }, [users.isError, users.errorUpdatedAt]);

  const changeFilter = (key: keyof UserFilters, on: boolean) => {
    // docs/spec/core.md section 4: switching a filter off clears the selection.
    if (!on) select([]);
    setFilters((current) => ({ ...current, [key]: on }));
  };

  const sending = send.isPending;
  const loading = sending || users.isPending || users.isFetching;
  const canSend = !loading && userIds.length > 0 && subject.length > 0 && content.length > 0;

  const onSend = handleSubmit(
    () => setConfirming(true),
    () => {
      const problem = checkSend(getValues());
      if (problem) toast({ variant: "destructive", ...problem });
    },
  );

  const confirmSend = () => {
    setConfirming(false);
    const values = getValues();
    const problem = checkSend(values);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    setProgress(null);
    send.mutate(values, {
      onSuccess: (done) => {
        reportSent(done);
        if (done.sent + done.captured > 0) {
          reset({ userIds: [], subject: "", content: "", isHtml: values.isHtml });
        }
      },
      onError: () =>
        toast({
          variant: "destructive",
          title: "Error Sending Emails",
          description: "There was a problem sending your emails. Please try again.",
        }),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <PageContainer
      title="Email Center"
      description="Send an email to Veil users. Each recipient gets a message of their own."
      className="max-w-[1500px]"
    >
      <AdminNav />
      <Tabs defaultValue="compose">
        <TabsList>
          <TabsTrigger value="compose">Compose</TabsTrigger>
          <TabsTrigger value="outbox">Outbox</TabsTrigger>
        </TabsList>

        <TabsContent value="compose">
          <form onSubmit={onSend} noValidate className="grid grid-cols-1 gap-10 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <RecipientTable
              filters={filters}
              onFilterChange={changeFilter}
              list={users.data}
              loading={users.isPending || users.isFetching}
              failed={users.isError}
              onRetry={() => void users.refetch()}
              selected={selected}
              onSelectionChange={select}
              disabled={sending}
            />

            <div className="space-y-6">
              <EmailComposer form={form} preview={preview} onPreviewChange={setPreview} disabled={sending} />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" size="lg" disabled={!canSend}>
                  {sending ? <Spinner /> : <SendIcon aria-hidden />}
                  {sending ? "Sending..." : "Send Email"}
                </Button>
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {sending && progress
                    ? `${progress.total - progress.queued} of ${progress.total} processed`
                    : userIds.length > 0
                      ? `${recipients(userIds.length)} selected`
                      : "No recipients selected"}
                </p>
              </div>
            </div>
          </form>

          <SendConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            recipients={userIds.length}
            isHtml={isHtml}
            onConfirm={confirmSend}
          />
        </TabsContent>

        <TabsContent value="outbox">
          <OutboxTable />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
