import { describe, expect, it } from "vitest";

import {
  checkSend,
  escapePlainText,
  htmlTagsMatch,
  previewDocument,
  problems,
  sendEmailSchema,
} from "@/features/admin/lib/email-rules";

// The same cases as server/src/admin/model.rs, so the two rule sets stay one.
describe("htmlTagsMatch", () => {
  it.each([
    "Just text",
    "<p>Hi</p>",
    '<div><p>One<br>two</p><hr><img src="a.png" alt="x > y"></div>',
    "<P>Case</p>",
    "<input type='text'><meta charset=\"utf-8\"><link rel=x><wbr><col><area><base><embed><source><track>",
    "<br/><br /><x-widget/>",
    "<!DOCTYPE html><html><!-- <div> --><body>1 < 2</body></html>",
    "<style>p > a { color: red }</style><script>if (a < b) {}</script>",
    "<p>A</p>\n<br></br>",
  ])("accepts %s", (html) => {
    expect(htmlTagsMatch(html)).toBe(true);
  });

  it.each(["<p>Hi", "Hi</p>", "<b><i>x</b></i>", "<div><span></div>", "<p>unterminated <a href='x'", "<!-- open"])(
    "refuses %s",
    (html) => {
      expect(htmlTagsMatch(html)).toBe(false);
    },
  );
});

describe("escapePlainText", () => {
  it("escapes markup and turns newlines into line breaks", () => {
    expect(escapePlainText(`<b>"Fish" & 'chips'</b>\nline two\r\nthree`)).toBe(
      "&lt;b&gt;&quot;Fish&quot; &amp; &#39;chips&#39;&lt;/b&gt;<br>line two<br>three",
    );
  });

  it("wraps the preview: HTML as written, plain text escaped", () => {
    expect(previewDocument("<p>Hi</p>", true)).toContain("<body><p>Hi</p></body>");
    expect(previewDocument("<p>Hi</p>\nthere", false)).toContain("<body>&lt;p&gt;Hi&lt;/p&gt;<br>there</body>");
  });
});

describe("checkSend", () => {
  const ok = { userIds: ["u1"], subject: "Hello", content: "Hi there", isHtml: false };

  it("checks recipients, then subject, then content, then HTML", () => {
    expect(checkSend({ userIds: [], subject: "", content: "", isHtml: true })).toEqual(problems.noRecipients);
    expect(checkSend({ ...ok, subject: "   ", content: "" })).toEqual(problems.subjectRequired);
    expect(checkSend({ ...ok, content: " \n " })).toEqual(problems.contentRequired);
    expect(checkSend({ ...ok, content: "<div><p>Hi</div>", isHtml: true })).toEqual(problems.invalidHtml);
    expect(checkSend({ ...ok, content: "<div><p>Hi</div>", isHtml: false })).toBeNull();
    expect(checkSend({ ...ok, content: "<p>Hi<br>there</p><img src=x>", isHtml: true })).toBeNull();
  });

  it("caps the subject at 150 characters and refuses line breaks", () => {
    expect(checkSend({ ...ok, subject: "a".repeat(150) })).toBeNull();
    expect(checkSend({ ...ok, subject: `  ${"a".repeat(150)}  ` })).toBeNull();
    expect(checkSend({ ...ok, subject: "a".repeat(151) })?.description).toBe(
      "The subject must be 150 characters or fewer.",
    );
    expect(checkSend({ ...ok, subject: "Hi\r\nBcc: all@example.com" })).toEqual(problems.subjectInvalid);
  });

  it("sends trimmed text", () => {
    expect(sendEmailSchema.parse({ ...ok, subject: "  Hello ", content: "\n Hi \n" })).toEqual({
      ...ok,
      subject: "Hello",
      content: "Hi",
    });
  });
});
