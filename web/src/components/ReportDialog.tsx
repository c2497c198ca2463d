import * as React from "react";

import { serverMessage } from "@/api/client";
import {
  REPORT_NOTE_MAX_CHARS,
  REPORT_REASONS,
  useReportCandidate,
  useReportRecruiter,
  type CandidateReportTarget,
  type ReportReason,
  type ReportTarget,
} from "@/api/reports";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";

type Props = { onClose: () => void } & (
  | { about: "recruiter"; target: ReportTarget; companyName: string }
  | { about: "candidate"; target: CandidateReportTarget; codename: string }
);

/**
 * Reporting someone: a reason and an optional note. A job seeker reports a recruiter, with
 * "Also block" ticked by default; a recruiter reports a candidate's profile or message.
 * The admin sees what was reported, never who reported it; the reported person is not told.
 */
export default function ReportDialog(props: Props) {
  const { onClose } = props;
  const [reason, setReason] = React.useState<ReportReason | "">("");
  const [note, setNote] = React.useState("");
  const [block, setBlock] = React.useState(true);
  const [missingReason, setMissingReason] = React.useState(false);
  const reportRecruiter = useReportRecruiter();
  const reportCandidate = useReportCandidate();
  const report = props.about === "recruiter" ? reportRecruiter : reportCandidate;
  const count = [...note.trim()].length;
  const tooLong = count > REPORT_NOTE_MAX_CHARS;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    if (tooLong) return;
    const sent = (blocked: boolean) => {
      toast({
        title: "Report sent",
        description:
          blocked && props.about === "recruiter"
            ? `Thank you. The recruiter at ${props.companyName} is blocked and can no longer see you.`
            : "Thank you. Veil's team will look at it.",
      });
      onClose();
    };
    const trimmed = note.trim() || undefined;
    if (props.about === "recruiter") {
      reportRecruiter.mutate(
        { ...props.target, reason, note: trimmed, block },
        { onSuccess: (filed) => sent(filed.blocked) },
      );
    } else {
      reportCandidate.mutate({ ...props.target, reason, note: trimmed }, { onSuccess: () => sent(false) });
    }
  };
  const title =
    props.about === "recruiter" ? `Report the recruiter at ${props.companyName}` : `Report candidate ${props.codename}`;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle className="leading-snug">{title}</DialogTitle>
            <DialogDescription>
              Veil&apos;s team reviews every report. They see what was reported and why, never who reported it, and the{" "}
              {props.about === "recruiter" ? "recruiter" : "candidate"} is not told.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-describedby={missingReason ? "report-reason-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            <RadioGroup
              value={reason}
              onValueChange={(v) => {
                setReason(v as ReportReason);
                setMissingReason(false);
              }}
              className="gap-0"
              aria-invalid={missingReason || undefined}
            >
              {REPORT_REASONS.map((r) => (
                <div key={r.value} className="flex min-h-11 items-center gap-3">
                  <RadioGroupItem value={r.value} id={`report-reason-${r.value}`} />
                  <Label htmlFor={`report-reason-${r.value}`} className="font-normal">
                    {r.label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {missingReason && (
              <p id="report-reason-error" role="alert" className="text-sm font-medium text-destructive">
                Please choose a reason
              </p>
            )}
          </fieldset>
          <div className="grid gap-2">
            <div className="flex items-end justify-between gap-2">
              <Label htmlFor="report-note">What happened (optional)</Label>
              <span
                id="report-note-count"
                className={cn("text-xs tabular-nums", tooLong ? "font-medium text-destructive" : "text-muted-foreground")}
              >
                {count}/{REPORT_NOTE_MAX_CHARS}
              </span>
            </div>
            <Textarea
              id="report-note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={4}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? "report-note-count report-note-error" : "report-note-count"}
            />
            {tooLong && (
              <p id="report-note-error" role="alert" className="text-sm font-medium text-destructive">
                The note must be 1,000 characters or fewer
              </p>
            )}
          </div>
          {props.about === "recruiter" && (
            <div className="flex items-start gap-3">
              <Checkbox id="report-block" checked={block} onCheckedChange={(v) => setBlock(v === true)} className="mt-0.5" />
              <Label htmlFor="report-block" className="leading-snug font-normal">
                Also block this recruiter: they will no longer find or see your profile, ask for your identity or write
                to you.
              </Label>
            </div>
          )}
          {report.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {serverMessage(report.error) ?? "Could not send the report. Please try again."}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending || tooLong}>
              {report.isPending ? "Sending…" : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
