/**
 * "Still open to offers?" in Chromium against a server of its own whose clock the test
 * moves (VEIL_TEST_CLOCK, test-only): after 61 quiet days the daily job asks, the
 * dashboard shows the question, the job seeker pauses their profile from it, and one
 * click resumes it. Screenshots: test-results/screenshots/freshness-<state>-<width>.png.
 */
import path from "node:path";

import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { signInAsJobSeekerWithProfile } from "./support/seekers";
import { startServer, stopOwnServer, type RunningServer } from "./support/server";

const DAY_MS = 86_400_000;

let veil: RunningServer;

test.beforeAll(async () => {
  const webRoot = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), "x"));
  veil = await startServer(webRoot, {
    own: {
      // Sessions outlast the two months the test lets pass.
      env: () => ({ VEIL_TEST_CLOCK: "true", VEIL_SESSION_IDLE_HOURS: "24000", VEIL_SESSION_MAX_DAYS: "1000" }),
    },
  });
});

test.afterAll(async () => {
  if (veil) await stopOwnServer(veil);
});

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  const folder = process.env.VEIL_E2E_SCREENSHOTS ?? path.join(webRoot, "test-results", "screenshots");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(folder, `freshness-${name}-${width}.png`), animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a quiet job seeker is asked, pauses from the dashboard, and resumes in one click", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: veil.baseUrl });
  const page = await context.newPage();
  await signInAsJobSeekerWithProfile(page, veil.baseUrl, { headline: "Quiet Platform Engineer" });
  await page.goto("/job-seeker-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Your Anonymous Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Still open to offers?" })).toHaveCount(0);

  // Sixty-one quiet days; the daily job asks.
  const moved = await page.request.post("/dev-idp/test-clock", { data: { advanceMillis: 61 * DAY_MS } });
  expect(moved.status(), await moved.text()).toBe(200);
  // The job marks the profile asked, then rings the bell: a reload between the two shows
  // the question before the notice exists (and before the page's event stream listens),
  // so wait for both.
  const question = page.getByRole("heading", { name: "Still open to offers?" });
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(async () => {
    await page.reload();
    await expect(question).toBeVisible({ timeout: 2_000 });
    await expect(bell).toHaveAccessibleName("Notifications (1 unread)", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/without an answer, Veil pauses it on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await shoot(page, testInfo, "asked");

  // Paused from the question: hidden, with the way back right there.
  await page.getByRole("button", { name: "Pause my profile" }).click();
  await expect(page.getByRole("heading", { name: "Your profile is paused" })).toBeVisible();
  await expect(page.getByText("Hidden", { exact: true }).first()).toBeVisible();
  await shoot(page, testInfo, "paused");

  await page.getByRole("button", { name: "Resume my profile" }).click();
  await expect(page.getByText("Profile Resumed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your profile is paused" })).toHaveCount(0);
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();
  await context.close();
});
