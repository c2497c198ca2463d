/**
 * Screenshots of the signed-in account screens for people to look at (not pixel
 * comparisons): test-results/screenshots/account-<screen>-<desktop|mobile>[-dark].png.
 */
import path from "node:path";

import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, makePng, signInAsNewPerson } from "./support/accounts";

function screenshotPath(testInfo: TestInfo, name: string): string {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  return path.join(webRoot, "test-results", "screenshots", `${name}.png`);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  // Let toasts and dialog animations settle so the picture shows the resting screen.
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(testInfo, name), fullPage, animations: "disabled" });
}

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "mobile", viewport: { width: 375, height: 800 } },
] as const;

for (const { label, viewport } of viewports) {
  test.describe(`account screenshots, ${label}`, () => {
    test.use({ viewport });

    test(`role choice and account page at ${viewport.width}px`, async ({ page }, testInfo) => {
      await signInAsNewPerson(page, { firstName: "Alexandra", lastName: "Montgomery-Smith" });
      await expect(page.getByRole("heading", { level: 1, name: "How will you use Veil?" })).toBeVisible();
      await shoot(page, testInfo, `account-onboarding-role-${label}`);

      await chooseRole(page, "I want to do both");
      await page.goto("/user-profile");
      await expect(page.getByRole("heading", { level: 1, name: "Welcome Alexandra" })).toBeVisible();
      await shoot(page, testInfo, `account-user-profile-no-photo-${label}`);

      await page.getByRole("button", { name: "Change photo" }).click();
      const dialog = page.getByRole("dialog", { name: "Update your photo" });
      await dialog.getByLabel("Photo file").setInputFiles({
        name: "portrait.png",
        mimeType: "image/png",
        buffer: await makePng(page, 160),
      });
      await expect(dialog.getByText("portrait.png")).toBeVisible();
      await shoot(page, testInfo, `account-photo-dialog-${label}`, false);
      await dialog.getByRole("button", { name: "Upload" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("main").locator('img[src*="/profile-photos/"]')).toBeVisible();
      await shoot(page, testInfo, `account-user-profile-${label}`);

      await page.getByRole("button", { name: "Delete Account" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await shoot(page, testInfo, `account-delete-dialog-${label}`, false);
      await page.getByRole("button", { name: "Cancel" }).click();

      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
      await shoot(page, testInfo, `account-user-profile-${label}-dark`);
      await page.goto("/onboarding-role");
      await page.evaluate(() => window.scrollTo(0, 0));
      if (label === "mobile") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await shoot(page, testInfo, `account-mobile-menu-dark`, false);
      }
    });
  });
}
