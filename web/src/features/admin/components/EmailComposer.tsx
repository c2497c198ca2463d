import { EyeIcon, EyeOffIcon } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { EmailPreview } from "@/features/admin/components/EmailPreview";
import {
  SUBJECT_MAX_LENGTH,
  type SendEmailBody,
  type SendEmailInput,
} from "@/features/admin/lib/email-rules";

type EmailComposerProps = {
  form: UseFormReturn<SendEmailInput, unknown, SendEmailBody>;
  preview: boolean;
  onPreviewChange: (preview: boolean) => void;
  disabled?: boolean;
};

/** Subject (capped, with a counter), content, the HTML-mode switch and the preview toggle. */
export function EmailComposer({ form, preview, onPreviewChange, disabled = false }: EmailComposerProps) {
  const { register, control, watch } = form;
  const subject = watch("subject");
  const content = watch("content");
  const isHtml = watch("isHtml");

  return (
    <section aria-labelledby="compose-heading" className="space-y-5">
      <h2 id="compose-heading" className="text-xl font-semibold">
        Message
      </h2>

      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="admin-email-subject">Subject</Label>
          <span id="admin-email-subject-count" className="text-xs text-muted-foreground tabular-nums">
            {subject.length}/{SUBJECT_MAX_LENGTH}
          </span>
        </div>
        <Input
          id="admin-email-subject"
          maxLength={SUBJECT_MAX_LENGTH}
          autoComplete="off"
          placeholder="What is this email about?"
          aria-describedby="admin-email-subject-count"
          disabled={disabled}
          {...register("subject")}
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="isHtml"
            render={({ field }) => (
              <Switch
                id="admin-email-html"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
              />
            )}
          />
          <Label htmlFor="admin-email-html">HTML mode</Label>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={preview}
          onClick={() => onPreviewChange(!preview)}
        >
          {preview ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
          {preview ? "Hide Preview" : "Show Preview"}
        </Button>
      </div>

      <div className="space-y-2">
        <Label htmlFor="admin-email-content">Content</Label>
        <Textarea
          id="admin-email-content"
          rows={12}
          spellCheck={!isHtml}
          placeholder={isHtml ? "<p>Hello,</p>\n<p>Write your message in HTML.</p>" : "Write your message."}
          className={isHtml ? "font-mono text-sm" : undefined}
          disabled={disabled}
          {...register("content")}
        />
        <p className="text-xs text-muted-foreground">
          {isHtml
            ? "Sent as HTML with a plain-text copy. Every opening tag needs its closing tag (except void tags such as <br> and <img>)."
            : "Sent as plain text; line breaks are kept."}
        </p>
      </div>

      {preview && <EmailPreview subject={subject} content={content} isHtml={isHtml} />}
    </section>
  );
}
