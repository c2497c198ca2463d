import { zodResolver } from "@hookform/resolvers/zod";
import { SaveIcon } from "lucide-react";
import { useForm } from "react-hook-form";

import { serverMessage } from "@/api/client";
import { Spinner } from "@/components/Spinner";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import {
  TEMPLATE_BODY_MAX_CHARS,
  TEMPLATE_SUBJECT_MAX_CHARS,
  useSaveWarningTemplate,
  useWarningTemplate,
  type WarningTemplate,
} from "@/features/admin/api/moderation";
import { CardSkeletons, LoadFailed } from "@/features/admin/components/LoadFailed";
import { z } from "@/lib/zod";

/** The server's checks (server/src/moderation/model.rs), in its words. */
const templateSchema = z.object({
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter a subject"),
      z.maxLength(TEMPLATE_SUBJECT_MAX_CHARS, "The subject must be 200 characters or fewer"),
    ),
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter the e-mail's text"),
      z.maxLength(TEMPLATE_BODY_MAX_CHARS, "The text must be 5,000 characters or fewer"),
    ),
});

type TemplateInput = z.input<typeof templateSchema>;

/** The warning e-mail with `{company}` filled in, as the server does (none: "your company"). */
export function warningFor(template: WarningTemplate, companyName: string | null | undefined): WarningTemplate {
  const company = companyName?.trim() ? companyName : "your company";
  return {
    subject: template.subject.replaceAll("{company}", company),
    body: template.body.replaceAll("{company}", company),
  };
}

function TemplateEditor({ saved }: { saved: WarningTemplate }) {
  const save = useSaveWarningTemplate();
  const form = useForm<TemplateInput, unknown, WarningTemplate>({
    resolver: zodResolver(templateSchema),
    defaultValues: saved,
  });
  const { register, handleSubmit, watch, reset, formState } = form;
  const subject = watch("subject");
  const body = watch("body");
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        reset(answer);
        toast({ title: "Warning e-mail saved", description: "Recruiters you warn from now on get this version." });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="warning-subject">Subject</Label>
          <span id="warning-subject-count" className="text-xs text-muted-foreground tabular-nums">
            {subject.length}/{TEMPLATE_SUBJECT_MAX_CHARS}
          </span>
        </div>
        <Input
          id="warning-subject"
          maxLength={TEMPLATE_SUBJECT_MAX_CHARS}
          autoComplete="off"
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? "warning-subject-count warning-subject-error" : "warning-subject-count"}
          {...register("subject")}
        />
        <FieldError id="warning-subject-error">{errors.subject?.message}</FieldError>
      </div>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="warning-body">Text</Label>
          <span id="warning-body-count" className="text-xs text-muted-foreground tabular-nums">
            {body.length}/{TEMPLATE_BODY_MAX_CHARS}
          </span>
        </div>
        <Textarea
          id="warning-body"
          rows={10}
          maxLength={TEMPLATE_BODY_MAX_CHARS}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={
            errors.body ? "warning-body-count warning-company-hint warning-body-error" : "warning-body-count warning-company-hint"
          }
          {...register("body")}
        />
        <p id="warning-company-hint" className="text-xs text-muted-foreground">
          Plain text. <code className="rounded bg-muted px-1 font-mono">{"{company}"}</code>, in the subject or the
          text, is replaced by the recruiter&apos;s company name (&ldquo;your company&rdquo; when they have none).
        </p>
        <FieldError id="warning-body-error">{errors.body?.message}</FieldError>
      </div>

      {save.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {serverMessage(save.error) ?? "Could not save the warning e-mail. Please try again."}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
          {save.isPending ? "Saving..." : "Save warning e-mail"}
        </Button>
        {isDirty && !save.isPending && (
          <Button type="button" variant="ghost" onClick={() => reset(saved)}>
            Discard changes
          </Button>
        )}
      </div>
    </form>
  );
}

/** The e-mail a warned recruiter gets, as the admin edits it. */
export function WarningTemplateForm() {
  const template = useWarningTemplate();
  if (template.isPending) return <CardSkeletons label="Loading the warning e-mail" count={1} />;
  if (template.isError) {
    return (
      <LoadFailed
        message="Could not load the warning e-mail."
        onRetry={() => void template.refetch()}
        retrying={template.isFetching}
      />
    );
  }
  return (
    <div className="rounded-xl border bg-card p-4 text-card-foreground sm:p-6">
      <TemplateEditor saved={template.data} />
    </div>
  );
}
