/**
 * Screenshots of every route and dialog for people to look at (not compared with
 * anything): signed out, as a job seeker, a recruiter and the admin; at 375 px (a phone:
 * touch, coarse pointer) and 1280 px; in the light and the dark theme. Files go to
 * $VEIL_SCREENSHOTS_DIR/<persona>/<screen>-<width>-<theme>.png (run.sh sets it). A page
 * wider than its window (it scrolls sideways) fails the run, once every picture is taken.
 */
import path from "node:path";

import { expect, test, type Page } from "../../web/e2e/support/runner";
import { castTour, dialogsOf, personas, screensOf, settle, type Tour } from "../../web/e2e/support/tour";

const folder = path.resolve(process.env.VEIL_SCREENSHOTS_DIR ?? path.join(__dirname, "../../target/screenshots"));

const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;

let tour: Promise<Tour> | undefined;

async function shoot(page: Page, file: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: path.join(folder, file), fullPage, animations: "disabled" });
}

for (const persona of personas) {
  for (const width of widths) {
    for (const theme of themes) {
      test(`${persona} at ${width} px, ${theme}`, async ({ browser, baseURL }) => {
        // One cast per worker: the people sign in once, every picture reuses their cookies.
        tour ??= castTour(baseURL!);
        const cast = await tour;
        const phone = width < 768;
        const newContext = (headers?: Record<string, string>) =>
          browser.newContext({
            baseURL,
            viewport: { width, height: phone ? 812 : 900 },
            isMobile: phone,
            hasTouch: phone,
            colorScheme: theme,
            storageState: persona === "visitor" ? undefined : cast.storage[persona],
            ...(headers ? { extraHTTPHeaders: headers } : {}),
          });
        const withTheme = async (page: Page) => {
          // The app keeps its own theme choice (spec: default light, under "theme").
          await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
        };

        const context = await newContext();
        const page = await context.newPage();
        await withTheme(page);
        for (const screen of screensOf(persona, cast)) {
          await page.goto(screen.path);
          await settle(page);
          await shoot(page, `${persona}/${screen.name}-${width}-${theme}.png`);
          // Reported after the pictures are taken: a page must never scroll sideways.
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect.soft(pageWidth, `${screen.path} is wider than the ${width} px window`).toBeLessThanOrEqual(width);
        }
        await context.close();

        for (const dialog of dialogsOf(persona)) {
          if (dialog.narrowOnly && !phone) continue;
          const dialogContext = await newContext(dialog.headers);
          const dialogPage = await dialogContext.newPage();
          await withTheme(dialogPage);
          await expect(await dialog.open(dialogPage, cast)).toBeVisible();
          await dialogPage.waitForTimeout(300);
          await shoot(dialogPage, `${persona}/dialog-${dialog.name}-${width}-${theme}.png`, false);
          await dialogContext.close();
        }
      });
    }
  }
}
