/**
 * The rules of an admin send (docs/spec/core.md sections 5 and 8), the mirror of the server's
 * server/src/admin/model.rs: the same checks, in the same order, with the same words.
 */
import { z } from "@/lib/zod";

export const SUBJECT_MAX_LENGTH = 150;
export const CONTENT_MAX_LENGTH = 100_000;

/** A problem with a send, as the toast that reports it. */
export type EmailProblem = { title: string; description: string };

export const problems = {
  noRecipients: { title: "No Recipients Selected", description: "Please select at least one recipient." },
  subjectRequired: { title: "Subject Required", description: "Please enter an email subject." },
  subjectInvalid: {
    title: "Invalid Subject",
    description: "The subject must be one line, without line breaks or control characters.",
  },
  contentRequired: { title: "Content Required", description: "Please enter email content." },
  contentTooLong: {
    title: "Content Required",
    description: `The email content must be ${CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters or fewer.`,
  },
  invalidHtml: {
    title: "Invalid HTML",
    description: "Your HTML appears to have unmatched tags. Please check your HTML structure.",
  },
} as const satisfies Record<string, EmailProblem>;

/** Elements that never have a closing tag. */
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Index of the `>` that ends the tag starting at `start`, skipping quoted values; -1 if none. */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start + 1; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === ">") {
      return i;
    }
  }
  return -1;
}

/**
 * Whether every opening tag has its closing tag, properly nested. Void elements (`<br>`,
 * `<img>`, ...), self-closed tags (`<x/>`), comments, `<!doctype>` and the content of
 * `<script>`/`<style>` are not counted; a `<` that starts no tag is text.
 */
export function htmlTagsMatch(html: string): boolean {
  const open: string[] = [];
  let i = 0;
  for (;;) {
    const start = html.indexOf("<", i);
    if (start === -1) break;
    if (html.startsWith("<!--", start)) {
      const end = html.indexOf("-->", start + 4);
      if (end === -1) return false;
      i = end + 3;
      continue;
    }
    const next = html[start + 1] ?? "";
    if (!/^[A-Za-z/!?]$/.test(next)) {
      i = start + 1;
      continue;
    }
    const end = tagEnd(html, start);
    if (end === -1) return false;
    const tag = html.slice(start + 1, end);
    i = end + 1;
    if (tag.startsWith("!") || tag.startsWith("?")) continue;
    const closing = tag.startsWith("/");
    const name = (/^[A-Za-z0-9:-]*/.exec(tag.replace(/^\/+/, ""))?.[0] ?? "").toLowerCase();
    if (!name) return false;
    if (closing) {
      if (VOID_TAGS.has(name)) continue;
      if (open.pop() !== name) return false;
    } else if (!VOID_TAGS.has(name) && !tag.trimEnd().endsWith("/")) {
      if (name === "script" || name === "style") {
        // Raw text: skip to its closing tag, which is then matched normally.
        const close = html.toLowerCase().indexOf(`</${name}`, i);
        if (close === -1) return false;
        i = close;
      }
      open.push(name);
    }
  }
  return open.length === 0;
}

/** Plain text as HTML: special characters escaped, each newline a `<br>`. */
export function escapePlainText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/\r\n|\r|\n/g, "<br>");
}

/** The document shown in the (sandboxed) preview frame. */
export function previewDocument(content: string, isHtml: boolean): string {
  const body = isHtml ? content : escapePlainText(content);
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    "<style>body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:16px;color:#111;" +
    "line-height:1.5;overflow-wrap:anywhere}img{max-width:100%}</style></head>" +
    `<body>${body}</body></html>`
  );
}

// Unicode general category Cc: U+0000-U+001F and U+007F-U+009F.
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** What the page sends to POST /api/admin/emails, validated. */
export const sendEmailSchema = z
  .object({
    userIds: z.array(z.string()).check(z.minLength(1, problems.noRecipients.description)),
    subject: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, problems.subjectRequired.description),
        z.maxLength(SUBJECT_MAX_LENGTH, `The subject must be ${SUBJECT_MAX_LENGTH} characters or fewer.`),
        z.refine((subject) => !CONTROL_CHARACTERS.test(subject), problems.subjectInvalid.description),
      ),
    content: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, problems.contentRequired.description),
        z.maxLength(CONTENT_MAX_LENGTH, problems.contentTooLong.description),
      ),
    isHtml: z.boolean(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.isHtml && !htmlTagsMatch(value.content)) {
        ctx.addIssue({ code: "custom", path: ["content"], message: problems.invalidHtml.description });
      }
    }),
  );

export type SendEmailInput = z.input<typeof sendEmailSchema>;
export type SendEmailBody = z.output<typeof sendEmailSchema>;

const FIELD_ORDER = ["userIds", "subject", "content", "isHtml"] as const;

/** The toast for the first problem, in the order the page checks them. */
export function firstProblem(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): EmailProblem | null {
  const rank = (issue: { path: PropertyKey[] }) => {
    const index = FIELD_ORDER.indexOf(issue.path[0] as (typeof FIELD_ORDER)[number]);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0];
  if (!first) return null;
  const known = Object.values(problems).find((p) => p.description === first.message);
  if (known) return known;
  const field = first.path[0];
  const title =
    field === "userIds" ? problems.noRecipients.title : field === "subject" ? "Subject Required" : "Content Required";
  return { title, description: first.message };
}

/** Checks a send; null when it may go. */
export function checkSend(input: SendEmailInput): EmailProblem | null {
  const result = sendEmailSchema.safeParse(input);
  return result.success ? null : firstProblem(result.error.issues);
}
