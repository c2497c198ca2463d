/**
 * "Verify your work e-mail" in Chromium, against a server of its own that sends through
 * an SMTP server the test runs: a recruiter signed in with a personal address does not
 * see a job seeker who hides from an employer; on the company page they send a code to
 * their work address, read it from the e-mail, enter it, and the company is verified;
 * now the candidate is found. At 375 px, as a phone shows it.
 */
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { SYDNEY, uniqueKeyword } from "./support/candidates";
import { uniqueCodename } from "./support/seekers";
import { startServer, stopOwnServer, type RunningServer } from "./support/server";
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink";

let veil: RunningServer;
let sink: SmtpSink;
const origin = () => ({ Origin: new URL(veil.baseUrl).origin });

test.beforeAll(async () => {
  const webRoot = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
  sink = await startSmtpSink();
  veil = await startServer(webRoot, { own: { env: () => ({ VEIL_SMTP_URL: sink.url }) } });
});

test.afterAll(async () => {
  if (veil) await stopOwnServer(veil);
  if (sink) await sink.close();
});

async function searchHeadline(page: Page, headline: string): Promise<void> {
  await page.goto("/search-candidates");
  await page.getByRole("combobox", { name: "Keywords" }).fill(headline);
  await page.getByRole("combobox", { name: "Keywords" }).press("Enter");
}

test("a recruiter with a personal address verifies their work e-mail and then finds a shielded candidate", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueKeyword();
  const headline = `${tag} Staff Compiler Engineer`;
  const codename = uniqueCodename("guarded");

  // A job seeker who hides from an employer (not this recruiter's).
  const seeker = await (await browser.newContext({ baseURL: veil.baseUrl })).newPage();
  await signInAsNewPerson(seeker, { firstName: "Gita", lastName: "Guarded" });
  await chooseRole(seeker, "Continue as Job Seeker");
  const saved = await seeker.request.put("/api/profile", {
    headers: origin(),
    data: { codename, headline, skills: ["Rust"], jobType: "remote", ...SYDNEY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const shielded = await seeker.request.put("/api/employer-shield", {
    headers: origin(),
    data: { entries: [{ companyName: "Globex", domain: "globex.example" }] },
  });
  expect(shielded.status()).toBe(200);

  // The recruiter, on a phone, signed in with a personal address.
  const context = await browser.newContext({ baseURL: veil.baseUrl, viewport: { width: 375, height: 812 }, hasTouch: true });
  const page = await context.newPage();
  const company = `${tag}-works.example`;
  await signInAsNewPerson(page, { email: `rita.${tag}@gmail.com`, firstName: "Rita", lastName: "Recruiter" });
  await chooseRole(page, "Continue as Recruiter");
  const employer = await page.request.put("/api/employer", {
    headers: origin(),
    data: { companyName: "Works Ltd", website: `https://${company}`, recruiterRole: "Talent Partner", ...SYDNEY },
  });
  expect(employer.status(), await employer.text()).toBe(200);
  await searchHeadline(page, headline);
  await expect(page.getByText("No candidates found matching your search criteria.")).toBeVisible();

  await page.goto("/edit-recruiter-profile");
  await expect(page.getByRole("heading", { name: "Company not verified" })).toBeVisible();
  const form = page.getByRole("form", { name: "Verify your work e-mail" });
  // A personal address is refused with the reason.
  await form.getByRole("textbox", { name: `Work e-mail at ${company}` }).fill(`rita.${tag}@gmail.com`);
  await form.getByRole("button", { name: "Send code" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Personal e-mail providers such as Gmail or Outlook cannot verify a company. Use your work address.",
  );
  const work = `rita@${company}`;
  await form.getByRole("textbox", { name: `Work e-mail at ${company}` }).fill(work);
  await form.getByRole("button", { name: "Send code" }).click();
  await expect(form.getByText(`We sent a 6-digit code to ${work}.`)).toBeVisible();
  await form.screenshot({ path: test.info().outputPath("code-form-375.png") });
  await expect.poll(() => sink.received.filter((m) => m.to.includes(work)).length).toBe(1);
  const mail = sink.received.find((m) => m.to.includes(work))!;
  const code = /is (\d{6})\./.exec(mail.text)?.[1];
  expect(code, mail.text).toMatch(/^\d{6}$/);

  // A wrong code says how many tries are left; the right one verifies.
  const codeBox = form.getByRole("textbox", { name: "Code" });
  await expect(codeBox).toBeFocused();
  await codeBox.fill(code === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByRole("alert")).toHaveText("That code is not right. 4 tries left.");
  await codeBox.fill(code!);
  await codeBox.press("Enter");
  await expect(page.getByRole("heading", { name: "Verified company domain" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("verified-375.png"), fullPage: true });

  await searchHeadline(page, headline);
  await expect(page.getByRole("list", { name: "Candidates" }).getByRole("article").filter({ hasText: codename })).toHaveCount(1);
  await context.close();
});
