/**
 * The prerendered public pages (web/build/prerender.ts): their HTML
 * carries the page before any script runs, and React hydrates it in place, with nothing
 * logged (a mismatch would be a console error, and the server HTML would be thrown away).
 * The browser-only parts still come right after hydration: the signed-in header, the
 * stored dark theme (without a light flash), the cookie banner.
 */
import { expect, test, type Page } from "@playwright/test";

import { signInAsNewPerson } from "./support/accounts";
import { cookieBanner, hydrated } from "./support/helpers";
import { COUNTRY_HEADER } from "./support/server";

const PRERENDERED = [
  { path: "/", heading: "Welcome to passive job searching" },
  { path: "/how-it-works" },
  { path: "/for-recruiters", heading: "Find top talents discreetly" },
  { path: "/about" },
  { path: "/contact" },
  { path: "/privacy-policy" },
  { path: "/terms" },
  { path: "/signin", heading: "Welcome back" },
  { path: "/signup", heading: "Create your account" },
];

/** Errors, and React's warnings, the page logs from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const react = /react|hydrat/i.test(message.text());
    if (message.type() === "error" || (message.type() === "warning" && react)) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * Opens `path` with the app's entry script held back; resolves once the page's h1 is
 * painted from the HTML alone, with a function that lets the script run.
 */
async function openWithScriptHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return release;
}

for (const { path, heading } of PRERENDERED) {
  test(`${path} is in its HTML before any script and hydrates without a mismatch`, async ({ page }) => {
    const problems = collectProblems(page);
    const release = await openWithScriptHeld(page, path);
    const h1 = page.getByRole("heading", { level: 1 });
    if (heading) await expect(h1).toHaveText(heading);
    const text = await h1.textContent();
    // Keep the painted node: hydration must adopt it, not replace it.
    await page.evaluate(() => {
      (window as unknown as { painted: Element | null }).painted = document.querySelector("h1");
    });

    release();
    await expect.poll(() => hydrated(page, "h1")).toBe(true);
    await page.waitForLoadState("networkidle");

    await expect(h1).toHaveText(text ?? "");
    const samePage = await page.evaluate(
      () => (window as unknown as { painted: Element | null }).painted === document.querySelector("h1"),
    );
    expect(samePage, "the prerendered h1 is the hydrated one").toBe(true);
    expect(problems).toEqual([]);
  });
}

test("a signed-in visitor gets the signed-in header once the page hydrates", async ({ page }) => {
  await signInAsNewPerson(page);
  const problems = collectProblems(page);
  const release = await openWithScriptHeld(page, "/for-recruiters");
  release();
  await expect(page.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a stored dark theme applies before the app runs and the toggle follows it", async ({ page }) => {
  await page.goto("/terms");
  await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
  const problems = collectProblems(page);

  const release = await openWithScriptHeld(page, "/how-it-works");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  release();

  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  expect(problems).toEqual([]);
});

test.describe("from a country that asks for consent", () => {
  test.use({ extraHTTPHeaders: { [COUNTRY_HEADER]: "DE" } });

  test("the cookie banner shows once the page hydrates", async ({ page }) => {
    const problems = collectProblems(page);
    const release = await openWithScriptHeld(page, "/");
    await expect(cookieBanner(page)).toBeHidden();
    release();
    await expect(cookieBanner(page)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
