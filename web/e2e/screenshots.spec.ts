/**
 * Screenshots of every public page for people to look at (not pixel comparisons):
 * test-results/screenshots/<page>-<desktop|mobile>.png, plus one with the cookie banner.
 */
import path from "node:path";

import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { cookieBanner, publicPages, waitForPage } from "./support/helpers";
import { COUNTRY_HEADER } from "./support/server";

function screenshotPath(testInfo: TestInfo, name: string): string {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  return path.join(webRoot, "test-results", "screenshots", `${name}.png`);
}

/** Nothing is wider than the viewport: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "mobile", viewport: { width: 375, height: 800 } },
] as const;

for (const { label, viewport } of viewports) {
  test.describe(`screenshots, ${label}`, () => {
    test.use({ viewport });

    test(`every public page at ${viewport.width}x${viewport.height}`, async ({ page }, testInfo) => {
      for (const { name, path: pagePath, heading } of publicPages) {
        await page.goto(pagePath);
        await waitForPage(page, heading);
        await page.evaluate(() => document.fonts.ready);
        // One main heading, the spec's where it names one.
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1, pagePath).toHaveCount(1);
        if (heading) await expect(h1, pagePath).toHaveText(heading);
        await expectNoSidewaysScroll(page, viewport.width);
        await page.screenshot({
          path: screenshotPath(testInfo, `${name}-${label}`),
          fullPage: true,
          animations: "disabled",
        });
      }
    });

    test.describe("with the cookie banner", () => {
      test.use({ extraHTTPHeaders: { [COUNTRY_HEADER]: "DE" } });

      test(`landing page with the banner at ${viewport.width}x${viewport.height}`, async ({ page }, testInfo) => {
        await page.goto("/");
        await waitForPage(page, "Welcome to passive job searching");
        const banner = cookieBanner(page);
        await expect(banner).toBeVisible();
        await expect(banner.getByRole("button", { name: "Accept All" })).toBeVisible();
        await expect(banner.getByRole("button", { name: "Cookie Settings" })).toBeVisible();
        // The banner fits the window, whatever its width.
        const box = await banner.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await expectNoSidewaysScroll(page, viewport.width);
        await page.screenshot({
          path: screenshotPath(testInfo, `landing-cookie-banner-${label}`),
          animations: "disabled",
        });
      });
    });
  });
}
