import { expect, test, type Page } from "@playwright/test";

import { cookieBanner, publicPages, waitForPage } from "./support/helpers";

type Findings = { console: string[]; events: string[]; uncaught: string[] };

/**
 * Listens for CSP trouble two ways: Chromium's console errors ("Refused to ...") and the
 * DOM's securitypolicyviolation event, which also fires for violations the console does
 * not show (a caught `Function("")` probe, for example). Uncaught page errors too.
 */
async function watch(page: Page): Promise<Findings> {
  const findings: Findings = { console: [], events: [], uncaught: [] };
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(text)) {
      findings.console.push(`${text} (page ${new URL(page.url()).pathname})`);
    }
  });
  page.on("pageerror", (error) => findings.uncaught.push(error.message));
  await page.exposeFunction("__reportCspViolation", (text: string) => findings.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} ` +
          `at ${event.sourceFile || "?"}:${event.lineNumber} (page ${location.pathname})`,
      );
    });
  });
  return findings;
}

/** Every public page, then the consent banner, its dialog and the dark theme. */
async function visitEverything(page: Page): Promise<void> {
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await waitForPage(page, heading);
  }
  await page.goto("/?showCookieBanner=true");
  await cookieBanner(page).getByRole("button", { name: "Cookie Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
}

test.describe("security", () => {
  test("pages carry a CSP that forbids framing and inline script", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const csp = response!.headers()["content-security-policy"];
    expect(csp, "Content-Security-Policy header on /").toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  test("public pages render with no CSP error in the console and no uncaught error", async ({ page }) => {
    const findings = await watch(page);
    await visitEverything(page);
    expect(findings.console, "CSP errors in the console").toEqual([]);
    expect(findings.uncaught, "uncaught page errors").toEqual([]);
  });

  test("public pages trigger no CSP violation at all", async ({ page }) => {
    const findings = await watch(page);
    await visitEverything(page);
    expect(findings.events, "securitypolicyviolation events").toEqual([]);
  });
});
