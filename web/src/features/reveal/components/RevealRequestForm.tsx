import * as React from "react";
import { ArrowLeftIcon, PencilLineIcon, SendIcon } from "lucide-react";

import { useEmployer } from "@/api/employer";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { currencyForCountry } from "@/lib/currency";
import { cn } from "@/lib/utils";

import { useSendRevealRequest } from "../api/send-request";
import { isMessageTooLong, MESSAGE_MAX_CHARS, messageLength, revealMessageSchema } from "../lib/message";
import { emptyOfferDraft, offerFromDraft, type OfferDraft } from "../lib/offer-form";
import { preferenceStop } from "../lib/request-preferences";
import { closesDialog, sendErrorToast, type RevealScreen } from "../lib/send-errors";
import { fillTemplate, MESSAGE_TEMPLATES } from "../lib/templates";
import { OfferFields } from "./OfferFields";

// With the dashboard's budget card, in a chunk of their own.
const BudgetLine = React.lazy(() => import("./RequestBudgetCard").then((module) => ({ default: module.BudgetLine })));
import type { RevealDialogCandidate } from "../lib/dialog-candidate";

/**
 * The dialog's content, loaded when the browser is idle or the dialog first opens: its
 * validation (Zod) is for recruiters who ask, not for every view of a page with a card.
 */
export default function RevealRequestForm({
  candidate,
  screen,
  onClose,
}: {
  candidate: RevealDialogCandidate;
  screen: RevealScreen;
  onClose: () => void;
}) {
  const employer = useEmployer();
  const send = useSendRevealRequest();
  // Nothing left this week: the dialog says so (BudgetLine) and nothing can be sent.
  const [spent, setSpent] = React.useState(false);
  const [step, setStep] = React.useState<"choose" | "edit">("choose");
  const [message, setMessage] = React.useState("");
  const [offerDraft, setOfferDraft] = React.useState<OfferDraft | null>(null);
  const [offerError, setOfferError] = React.useState<string | undefined>();
  const draft = offerDraft ?? emptyOfferDraft(currencyForCountry(employer.data?.country).code);
  // Set synchronously, so a double click cannot send twice before the button disables.
  const sending = React.useRef(false);
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);

  const count = messageLength(message);
  const tooLong = isMessageTooLong(message);
  const pending = send.isPending;
  const who = candidate.headline.trim() || candidate.codename;
  // The candidate's preferences (from the candidate page): which one stops this request.
  const stop = employer.data
    ? preferenceStop(
        candidate.requestPreferences,
        draft,
        candidate.jobType ?? "",
        employer.data.linkedinVerified,
        candidate.minimum,
      )
    : null;
  // Only a verified company may ask: no message or job detail changes that.
  const companyStopped = Boolean(candidate.requestPreferences?.verifiedCompanies && employer.data?.linkedinVerified === false);

  const edit = (text: string) => {
    setMessage(text);
    setStep("edit");
  };

  React.useEffect(() => {
    if (step === "edit") textareaRef.current?.focus();
  }, [step]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending.current || pending) return;
    const parsed = revealMessageSchema.safeParse(message);
    if (!parsed.success) {
      if (!tooLong) {
        toast({ variant: "destructive", title: "Message Required", description: "Please select or enter a message" });
      }
      return;
    }
    const { offer, error } = offerFromDraft(draft);
    setOfferError(error);
    if (error) return;
    sending.current = true;
    send.mutate(
      { profileId: candidate.id, message: parsed.data, offer },
      {
        onSuccess: () => {
          toast({ title: "Request Sent", description: "Your profile reveal request has been sent" });
          onClose();
        },
        onError: (error) => {
          const { title, description, variant } = sendErrorToast(error, screen);
          toast({ title, description, variant });
          if (closesDialog(error)) onClose();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <DialogContent
      className="sm:max-w-xl"
      // While sending, the request must finish (or fail) before the dialog can go.
      onEscapeKeyDown={(event) => pending && event.preventDefault()}
      onInteractOutside={(event) => pending && event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>Send Reveal Request</DialogTitle>
        <DialogDescription className="break-words">Requesting to reveal: {who}</DialogDescription>
      </DialogHeader>
      <React.Suspense fallback={null}>
        <BudgetLine onSpent={setSpent} />
      </React.Suspense>
      {stop && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-500/50 dark:bg-amber-950/40">
          {stop}
        </p>
      )}

      {step === "choose" ? (
        <div className="grid gap-3">
          <p id="reveal-templates-label" className="text-sm font-medium">
            Choose a message template
          </p>
          <ul className="grid gap-2" aria-labelledby="reveal-templates-label">
            {MESSAGE_TEMPLATES.map((template) => {
              const text = fillTemplate(template, employer.data?.companyName);
              return (
                <li key={template.id}>
                  <button
                    type="button"
                    onClick={() => edit(text)}
                    disabled={spent || companyStopped}
                    className="w-full rounded-lg border p-3 text-left transition-colors outline-none hover:border-primary/60 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50"
                  >
                    <span className="block text-sm font-medium">{template.title}</span>
                    <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">{text}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" onClick={() => edit("")} disabled={spent || companyStopped}>
              <PencilLineIcon aria-hidden="true" />
              Write your own
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <div className="grid gap-2">
            <div className="flex items-end justify-between gap-2">
              <Label htmlFor="reveal-message">Your message</Label>
              <span
                id="reveal-message-count"
                className={cn("text-xs tabular-nums", tooLong ? "font-medium text-destructive" : "text-muted-foreground")}
              >
                {count}/{MESSAGE_MAX_CHARS}
              </span>
            </div>
            <Textarea
              id="reveal-message"
              ref={textareaRef}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              rows={7}
              disabled={pending}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? "reveal-message-count reveal-message-error" : "reveal-message-count"}
              className="resize-y"
            />
            {tooLong && (
              <p id="reveal-message-error" role="alert" className="text-sm font-medium text-destructive">
                Message is too long
              </p>
            )}
          </div>
          <OfferFields draft={draft} onChange={setOfferDraft} error={offerError} disabled={pending} />
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" onClick={() => setStep("choose")} disabled={pending}>
              <ArrowLeftIcon aria-hidden="true" />
              Choose Different Template
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending || tooLong || spent || stop !== null}>
                {pending ? <Spinner /> : <SendIcon aria-hidden="true" />}
                Send Request
              </Button>
            </div>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}
