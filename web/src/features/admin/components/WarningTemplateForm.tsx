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
  type Audience,
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

/** What each template's placeholder stands for, and what fills it when there is none. */
const PLACEHOLDERS: Record<Audience, { token: string; fallback: string; stands: string; whom: string }> = {
  recruiter: {
    token: "{company}",
    fallback: "your company",
    stands: "the recruiter's company name",
    whom: "Recruiters",
  },
  job_seeker: { token: "{codename}", fallback: "your profile", stands: "the profile's codename", whom: "Job seekers" },
};

/** The placeholder of `audience`'s warning e-mail (`{company}`, `{codename}`). */
export const placeholderOf = (audience: Audience) => PLACEHOLDERS[audience].token;

/** The warning e-mail with its placeholder filled in, as the server does. */
export function warningFor(template: WarningTemplate, audience: Audience, name: string | null | undefined): WarningTemplate {
  const { token, fallback } = PLACEHOLDERS[audience];
  const value = name?.trim() ? name : fallback;
  return { subject: template.subject.replaceAll(token, value), body: template.body.replaceAll(token, value) };
}

function TemplateEditor({ saved, audience }: { saved: WarningTemplate; audience: Audience }) {
  const save = useSaveWarningTemplate(audience);
  const { token, fallback, stands, whom } = PLACEHOLDERS[audience];
  const ids = (name: string) => `${audience}-warning-${name}`;
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
        toast({ title: "Warning e-mail saved", description: `${whom} you warn from now on get this version.` });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={ids("subject")}>Subject</Label>
          <span id={ids("subject-count")} className="text-xs text-muted-foreground tabular-nums">
            {subject.length}/{TEMPLATE_SUBJECT_MAX_CHARS}
          </span>
        </div>
        <Input
          id={ids("subject")}
          maxLength={TEMPLATE_SUBJECT_MAX_CHARS}
          autoComplete="off"
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={
            errors.subject ? `${ids("subject-count")} ${ids("subject-error")}` : ids("subject-count")
          }
          {...register("subject")}
        />
        <FieldError id={ids("subject-error")}>{errors.subject?.message}</FieldError>
      </div>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={ids("body")}>Text</Label>
          <span id={ids("body-count")} className="text-xs text-muted-foreground tabular-nums">
            {body.length}/{TEMPLATE_BODY_MAX_CHARS}
          </span>
        </div>
        <Textarea
          id={ids("body")}
          rows={10}
          maxLength={TEMPLATE_BODY_MAX_CHARS}
          required
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${ids("body-count")} ${ids("hint")}${errors.body ? ` ${ids("body-error")}` : ""}`}
          {...register("body")}
        />
        <p id={ids("hint")} className="text-xs text-muted-foreground">
          Plain text. <code className="rounded bg-muted px-1 font-mono">{token}</code>, in the subject or the text, is
          replaced by {stands} (&ldquo;{fallback}&rdquo; when there is none).
        </p>
        <FieldError id={ids("body-error")}>{errors.body?.message}</FieldError>
      </div>

      {save.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {serverMessage(save.error) ?? "Could not save the warning e-mail. Please try again."}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? <Spinner /> : <SaveIcon aria-hidden="true" />}
          {save.isPending ? "Saving..." : audience === "recruiter" ? "Save warning e-mail" : "Save job seeker warning e-mail"}
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

/** The e-mail a warned recruiter or job seeker gets, as the admin edits it. */
export function WarningTemplateForm({ audience }: { audience: Audience }) {
  const template = useWarningTemplate(audience);
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
      <TemplateEditor saved={template.data} audience={audience} />
    </div>
  );
}
