/**
 * The admin e-mail center (issue: admin e-mail): the admin, signed in through the
 * development provider with VEIL_ADMIN_EMAIL, filters the users, selects recipients,
 * previews, confirms and sends; without SMTP the Outbox tab shows the messages as
 * captured. Screenshots for people to look at go to
 * test-results/screenshots/admin-<screen>.png.
 */
import path from "node:path";

import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { signInWithDevProvider } from "./support/accounts";
import { signedInRequestContext, SYDNEY, uniqueKeyword } from "./support/candidates";
import { uniqueEmail } from "./support/helpers";
import { ADMIN_EMAIL } from "./support/server";

/** Exact text: a Radix toast also renders a hidden "Notification ..." announcement. */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(webRoot, "test-results", "screenshots", `admin-${name}.png`),
    fullPage,
    animations: "disabled",
  });
}

/** A person who signed in once and has no job seeker profile. */
async function seedPersonWithoutProfile(baseURL: string, email: string, firstName: string): Promise<void> {
  const context = await signedInRequestContext(baseURL, { email, firstName, lastName: "Recipient" });
  await context.dispose();
}

/** A job seeker with a complete profile (skills and a pitch). */
async function seedJobSeeker(baseURL: string, email: string): Promise<void> {
  const context = await signedInRequestContext(baseURL, { email, firstName: "Jordan", lastName: "Seeker" });
  try {
    const headers = { Origin: new URL(baseURL).origin };
    expect((await context.put("/api/roles", { data: { role: "job_seeker" }, headers })).status()).toBe(200);
    const saved = await context.put("/api/profile", {
      headers,
      data: {
        codename: `${uniqueKeyword()}-admin`,
        headline: "Platform Engineer",
        skills: ["Rust", "Kubernetes"],
        pitch: "Paved roads for developers.",
        summary: "",
        jobType: "remote",
        status: "active",
        minSalary: 0,
        maxSalary: 0,
        ...SYDNEY,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await context.dispose();
  }
}

const recipientCheckbox = (page: Page, email: string) =>
  page.getByRole("checkbox", { name: `Select ${email}`, exact: true });

test.describe("the admin e-mail center", () => {
  test("the admin filters, selects, previews, confirms and sends; the outbox shows the messages", async ({
    page,
    baseURL,
  }, testInfo) => {
    // Three people are seeded and a whole send is waited for, beside the other journeys.
    test.setTimeout(60_000);
    const first = uniqueEmail("recipient-one");
    const second = uniqueEmail("recipient-two");
    const seeker = uniqueEmail("seeker");
    await Promise.all([
      seedPersonWithoutProfile(baseURL!, first, "Riley"),
      seedPersonWithoutProfile(baseURL!, second, "Sam"),
      seedJobSeeker(baseURL!, seeker),
    ]);

    await signInWithDevProvider(page, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
    // The preview frame included, nothing on this page may break the CSP or throw.
    const problems: string[] = [];
    page.on("console", (message) => {
      // Chromium reports each script the frame's sandbox stops (here: the test's own
      // probes into the preview); that refusal is the point of the sandbox.
      const sandboxed = message.text().startsWith("Blocked script execution in 'about:srcdoc'");
      if (message.type() === "error" && !sandboxed) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/admin-email");
    await expect(page.getByRole("heading", { level: 1, name: "Email Center" })).toBeVisible();
    const table = page.getByRole("table", { name: "Recipients" });
    await expect(table.getByText(seeker, { exact: true })).toBeVisible();
    await expect(table.getByText(first, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Email" })).toBeDisabled();

    // Only users without a profile: the job seeker drops out, the other two stay.
    await page.getByRole("checkbox", { name: /Users without a profile/ }).click();
    await expect(table.getByText(seeker, { exact: true })).toHaveCount(0);
    await recipientCheckbox(page, first).click();
    await recipientCheckbox(page, second).click();
    await expect(page.getByText("2 recipients selected", { exact: true })).toBeVisible();

    // Switching the filter off clears the selection (docs/spec/core.md section 4).
    await page.getByRole("checkbox", { name: /Users without a profile/ }).click();
    await expect(table.getByText(seeker, { exact: true })).toBeVisible();
    await expect(recipientCheckbox(page, first)).not.toBeChecked();
    await expect(page.getByText("No recipients selected", { exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: /Users without a profile/ }).click();
    await expect(table.getByText(seeker, { exact: true })).toHaveCount(0);
    await recipientCheckbox(page, first).click();
    await recipientCheckbox(page, second).click();

    const subject = page.getByLabel("Subject", { exact: true });
    await subject.fill("Your Veil profile is waiting");
    await expect(page.getByText("28/150", { exact: true })).toBeVisible();
    await page.getByRole("switch", { name: "HTML mode" }).click();
    await page
      .getByLabel("Content", { exact: true })
      .fill("<h1>Finish your profile</h1><p>Recruiters are searching.<br>It takes five minutes.</p>");
    await page.getByRole("button", { name: "Show Preview" }).click();
    const frame = page.locator('iframe[title="Email preview"]');
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(
      page.frameLocator('iframe[title="Email preview"]').getByRole("heading", { name: "Finish your profile" }),
    ).toBeVisible();
    await shoot(page, testInfo, "compose-desktop");
    // The frame on its own too: full-page captures can miss a sandboxed frame's paint.
    await page.getByRole("region", { name: "Preview" }).screenshot({
      path: path.join(path.dirname(testInfo.config.configFile ?? "x"), "test-results", "screenshots", "admin-preview.png"),
      animations: "disabled",
    });

    await page.getByRole("button", { name: "Send Email" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(
      dialog.getByText("You are about to send an HTML email to 2 recipients. This action cannot be undone.", {
        exact: true,
      }),
    ).toBeVisible();
    await shoot(page, testInfo, "confirm-desktop", false);
    await dialog.getByRole("button", { name: "Send Emails" }).click();

    await expect(toastText(page, "Emails Sent Successfully")).toBeVisible({ timeout: 15_000 });
    await expect(toastText(page, "Sent to 2 recipients.")).toBeVisible();
    await expect(subject).toHaveValue("");
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("");
    await expect(recipientCheckbox(page, first)).not.toBeChecked();

    await page.getByRole("tab", { name: "Outbox" }).click();
    const outbox = page.getByRole("table", { name: "Outbox" });
    for (const email of [first, second]) {
      const row = outbox.getByRole("row").filter({ hasText: email });
      await expect(row).toHaveCount(1);
      await expect(row.getByText("captured", { exact: true })).toBeVisible();
      await expect(row.getByText("Your Veil profile is waiting", { exact: true })).toBeVisible();
    }
    await expect(outbox.getByRole("row").filter({ hasText: seeker })).toHaveCount(0);
    await shoot(page, testInfo, "outbox-desktop");
    expect(problems, "console errors, CSP refusals or uncaught errors").toEqual([]);
  });

  test("the page fits a phone and stays at most 1500px wide on a wide screen", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithDevProvider(page, { email: ADMIN_EMAIL, firstName: "Ada", lastName: "Admin" });
    await page.goto("/admin-email");
    const heading = page.getByRole("heading", { level: 1, name: "Email Center" });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("table", { name: "Recipients" }).getByText(ADMIN_EMAIL, { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling of the page").toBeLessThanOrEqual(0);
    await shoot(page, testInfo, "compose-mobile");

    await page.setViewportSize({ width: 1800, height: 1000 });
    const container = heading.locator("xpath=ancestor::div[1]");
    const box = await container.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1500);
    expect(box?.width).toBeGreaterThan(1400);
    await shoot(page, testInfo, "compose-wide");
  });

  test("the server refuses the admin routes to everyone else", async ({ baseURL }) => {
    const someone = await signedInRequestContext(baseURL!, { email: uniqueEmail("not-admin") });
    try {
      const headers = { Origin: new URL(baseURL!).origin };
      const list = await someone.post("/api/admin/users", { data: {}, headers });
      expect(list.status()).toBe(403);
      const sendAttempt = await someone.post("/api/admin/emails", {
        data: { userIds: ["x"], subject: "Hi", content: "Hi", isHtml: false },
        headers,
      });
      expect(sendAttempt.status()).toBe(403);
      expect((await someone.get("/api/admin/outbox")).status()).toBe(403);
    } finally {
      await someone.dispose();
    }
  });
});
