import * as React from "react";

import { previewDocument } from "@/features/admin/lib/email-rules";

/**
 * The message as a recipient would see it, in a frame with every sandbox restriction on
 * (no scripts, no forms, no same-origin access), so pasted HTML cannot act on the page.
 */
export function EmailPreview({ subject, content, isHtml }: { subject: string; content: string; isHtml: boolean }) {
  const document = React.useMemo(() => previewDocument(content, isHtml), [content, isHtml]);
  return (
    <section aria-labelledby="email-preview-heading" className="space-y-2 rounded-md border p-4">
      <h3 id="email-preview-heading" className="text-sm font-semibold">
        Preview
      </h3>
      <p className="text-sm">
        <span className="text-muted-foreground">Subject: </span>
        {subject.trim() || <span className="text-muted-foreground italic">(no subject)</span>}
      </p>
      <iframe
        title="Email preview"
        sandbox=""
        referrerPolicy="no-referrer"
        srcDoc={document}
        className="h-80 w-full rounded-md border bg-white"
      />
    </section>
  );
}
