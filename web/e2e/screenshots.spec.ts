/**
 * Screenshots of every public page for people to look at (not pixel comparisons):
 * test-results/screenshots/<page>-<desktop|mobile>.png, plus one with the cookie banner.
 */
import path from "node:path";

import { test, type TestInfo } from "@playwright/test";

import { cookieBanner, publicPages, waitForPage } from "./support/helpers";
import { COUNTRY_HEADER } from "./support/server";

function screenshotPath(testInfo: TestInfo, name: string): string {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  return path.join(webRoot, "test-results", "screenshots", `${name}.png`);
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
        await cookieBanner(page).waitFor({ state: "visible" });
        await page.screenshot({
          path: screenshotPath(testInfo, `landing-cookie-banner-${label}`),
          animations: "disabled",
        });
      });
    });
  });
}
