/**
 * The accessibility scan (issue 17 section 6): axe-core's WCAG 2.2 AA rules on every
 * route and every dialog, signed out and as a job seeker, a recruiter and the admin.
 * Any serious or critical violation fails the test, which lists them all. Every screen
 * is scanned in the light theme at 1280 px, then checked again for contrast in the dark
 * theme; dialogs at 1280 px, the mobile menu at 375 px.
 *
 * The three people sign in once for the whole file (`castTour`); each test opens one
 * browser context with that person's cookies. The tests run in order in one worker so
 * the sign-ins are not repeated by a second worker.
 */
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";

import { seriousViolations } from "./support/axe";
import {
  castTour,
  dialogsOf,
  personas,
  screensOf,
  settle,
  settleAnimations,
  showTheme,
  type Persona,
  type Tour,
} from "./support/tour";

test.describe.configure({ mode: "default" });

let tour: Tour;

test.beforeAll(async ({ baseURL }) => {
  tour = await castTour(baseURL!);
});

async function contextFor(
  browser: Browser,
  baseURL: string,
  persona: Persona,
  options: { width?: number; headers?: Record<string, string> } = {},
): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    // Transitions and animations take 1 ms (index.css): a theme switch shows at once.
    reducedMotion: "reduce",
    storageState: persona === "visitor" ? undefined : tour.storage[persona],
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  return context;
}

const LABEL: Record<Persona, string> = {
  visitor: "signed out",
  seeker: "as a job seeker",
  recruiter: "as a recruiter",
  admin: "as the admin",
  newcomer: "signed in without a role",
};

for (const persona of personas) {
  test(`every route and dialog ${LABEL[persona]} has no serious or critical WCAG 2.2 AA violation`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const found: string[] = [];

    const context = await contextFor(browser, baseURL!, persona);
    const page = await context.newPage();
    for (const screen of screensOf(persona, tour)) {
      await page.goto(screen.path);
      await settle(page);
      // A guard that sent the person elsewhere would scan the wrong screen.
      expect(new URL(page.url()).pathname, `${screen.path} ${LABEL[persona]}`).toBe(screen.path.split("?")[0]);
      found.push(...(await seriousViolations(page, `${screen.path} (light)`)));
      // The dark theme: contrast only, the other rules do not depend on colours.
      await showTheme(page, "dark");
      found.push(...(await seriousViolations(page, `${screen.path} (dark)`, { rules: ["color-contrast"] })));
      await showTheme(page, "light");
    }
    await context.close();

    for (const dialog of dialogsOf(persona)) {
      const width = dialog.narrowOnly ? 375 : 1280;
      const dialogContext = await contextFor(browser, baseURL!, persona, { width, headers: dialog.headers });
      const dialogPage = await dialogContext.newPage();
      const opened = await dialog.open(dialogPage, tour);
      await expect(opened, dialog.name).toBeVisible();
      await settleAnimations(dialogPage);
      found.push(...(await seriousViolations(dialogPage, `${dialog.name} dialog at ${width} px`)));
      await dialogContext.close();
    }

    expect(found.length, `Serious or critical violations ${LABEL[persona]}:\n\n${found.join("\n\n")}\n`).toBe(0);
  });
}
