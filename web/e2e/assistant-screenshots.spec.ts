/**
 * Screenshots of the AI Profile Assistant and the location field for people to look at
 * (not pixel comparisons): test-results/screenshots/assistant-<screen>-<desktop|mobile>[-dark].png.
 */
import path from "node:path";

import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { chooseRole, signInAsNewPerson } from "./support/accounts";
import { signInAsJobSeekerWithProfile } from "./support/seekers";

function screenshotPath(testInfo: TestInfo, name: string): string {
  const webRoot = path.dirname(testInfo.config.configFile ?? path.join(process.cwd(), "x"));
  return path.join(webRoot, "test-results", "screenshots", `${name}.png`);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: screenshotPath(testInfo, name), fullPage, animations: "disabled" });
}

async function useDarkTheme(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
}

const viewports = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "mobile", viewport: { width: 375, height: 800 } },
] as const;

for (const { label, viewport } of viewports) {
  test.describe(`assistant screenshots, ${label}`, () => {
    test.use({ viewport });

    test("the assistant's tabs, light and dark", async ({ page, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      await signInAsJobSeekerWithProfile(page, baseURL!, { headline: "Data engineer", skills: ["Python"] });
      await page.goto("/ai-assistant");
      await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
      await shoot(page, testInfo, `assistant-headline-${label}`);

      await page.getByRole("button", { name: "Generate Headline" }).click();
      await shoot(page, testInfo, `assistant-headline-error-${label}`);

      await page.getByRole("tab", { name: "Skills" }).click();
      await page.getByRole("button", { name: "Suggest Skills" }).click();
      await expect(page.getByRole("button", { pressed: true }).first()).toBeVisible();
      await shoot(page, testInfo, `assistant-skills-${label}`);

      await useDarkTheme(page);
      await page.getByRole("tab", { name: "Codename" }).click();
      await page.getByRole("button", { name: "Generate Codenames" }).click();
      await expect(page.getByRole("radio").first()).toBeChecked();
      await shoot(page, testInfo, `assistant-codename-${label}-dark`);

      await page.getByRole("tab", { name: "Personal Pitch" }).click();
      await page.getByLabel("Your strengths").fill("calm under pressure");
      await page.getByRole("button", { name: "Generate Pitch" }).click();
      await expect(page.getByLabel("Your pitch")).not.toHaveValue("");
      await shoot(page, testInfo, `assistant-pitch-${label}-dark`);
    });

    test("the location field's suggestions, light and dark", async ({ page }, testInfo) => {
      await signInAsNewPerson(page);
      await chooseRole(page, "Continue as Job Seeker");
      const field = page.getByRole("combobox", { name: "Location" });
      await field.fill("San");
      await expect(page.getByRole("option").first()).toBeVisible();
      await field.press("ArrowDown");
      await field.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await shoot(page, testInfo, `assistant-location-${label}`, false);

      await useDarkTheme(page);
      await field.fill("Syd");
      await expect(page.getByRole("option").first()).toBeVisible();
      await field.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await shoot(page, testInfo, `assistant-location-${label}-dark`, false);
    });
  });
}
