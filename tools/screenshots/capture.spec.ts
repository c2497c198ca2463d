/**
 * Screenshots of every route and dialog for people to look at (not compared with
 * anything): signed out, as a job seeker, a recruiter and the admin; at 375 px (a phone:
 * touch, coarse pointer) and 1280 px; in the light and the dark theme. Files go to
 * $VEIL_SCREENSHOTS_DIR/<persona>/<screen>-<width>-<theme>.png (run.sh sets it). A page
 * wider than its window (it scrolls sideways), or a control under 44 px on the phone,
 * fails the run once every picture is taken.
 */
import path from "node:path";

import { expect, test, type Page } from "../../web/e2e/support/runner";
import { castTour, dialogsOf, personas, screensOf, settle, type Tour } from "../../web/e2e/support/tour";

const folder = path.resolve(process.env.VEIL_SCREENSHOTS_DIR ?? path.join(__dirname, "../../target/screenshots"));

const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;

let tour: Promise<Tour> | undefined;

/**
 * Controls a finger can hardly hit on a phone: under 44 px tall, counting the invisible
 * ::after that widens small toggles and badges. Hidden and decorative inputs (Radix's
 * form mirrors, file inputs behind a button) are left out, as are links in running text.
 */
function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [data-slot="button"], input, select, textarea, [role="tab"], footer a',
    );
    const small: string[] = [];
    for (const element of controls) {
      if (element.closest('[aria-hidden="true"]') || element.matches('[type="hidden"], [type="file"]')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      const after = getComputedStyle(element, "::after");
      const hitArea =
        after.content !== "none" && after.position === "absolute"
          ? box.height - parseFloat(after.top) - parseFloat(after.bottom)
          : box.height;
      if (box.height > 0 && Math.max(box.height, hitArea) < 43.5) {
        const name = element.getAttribute("aria-label") ?? element.getAttribute("placeholder") ?? element.textContent ?? "";
        small.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" ${Math.round(box.height)} px`);
      }
    }
    return small;
  });
}

async function shoot(page: Page, file: string, fullPage = true): Promise<void> {
  // Playwright's `fullPage` capture drops Chromium's touch emulation ((pointer: coarse)
  // stops matching), so the window is made as tall as the page for the picture instead.
  const size = page.viewportSize()!;
  if (fullPage) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  }
  await page.screenshot({ path: path.join(folder, file), animations: "disabled" });
  if (fullPage) await page.setViewportSize(size);
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
          if (phone) {
            expect.soft(await smallTouchTargets(page), `controls under 44 px on ${screen.path}`).toEqual([]);
          }
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
