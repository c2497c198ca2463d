/**
 * The accessibility scan: axe-core's WCAG 2.2 AA rules on every
 * route and every dialog, signed out and as a job seeker, a recruiter and the admin;
 * two spec files (accessibility-*.spec.ts) share the personas so both workers scan.
 * Any serious or critical violation fails the test, which lists them all. Every screen
 * and dialog is scanned at 1280 px (the mobile menu at 375 px) in the light theme, then
 * loaded again in the dark theme and checked for contrast.
 *
 * The people sign in once per file (`castTour`); each test opens browser contexts with
 * that person's cookies. A file's tests run in order in one worker so the sign-ins are
 * not repeated by the other worker.
 */
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";

import { seriousViolations } from "./axe";
import {
  castTour,
  dialogsOf,
  screensOf,
  settle,
  settleAnimations,
  type Persona,
  type Theme,
  type Tour,
} from "./tour";

/** A browser context signed in as `persona`, whose pages load in `theme` from the start. */
async function contextFor(
  tour: Tour,
  browser: Browser,
  baseURL: string,
  persona: Persona,
  theme: Theme,
  options: { width?: number; headers?: Record<string, string> } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: theme,
    // Animations take 1 ms (index.css), so dialogs are scanned at rest.
    reducedMotion: "reduce",
    storageState: persona === "visitor" ? undefined : tour.storage[persona],
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  // The app keeps its own theme choice (spec: under "theme", default light).
  await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return context;
}

const LABEL: Record<Persona, string> = {
  visitor: "signed out",
  seeker: "as a job seeker",
  recruiter: "as a recruiter",
  admin: "as the admin",
  newcomer: "signed in without a role",
};

/** Light: every WCAG rule. Dark: contrast only, the other rules do not depend on colours. */
const rulesFor = (theme: Theme) => (theme === "dark" ? { rules: ["color-contrast"] } : {});

/** One test per persona, in this order, after signing everyone in once. */
export function scanEveryRouteAndDialog(personas: readonly Persona[]): void {
  test.describe.configure({ mode: "default" });

  let tour: Tour;

  test.beforeAll(async ({ baseURL }) => {
    tour = await castTour(baseURL!);
  });

  for (const persona of personas) {
    test(`every route and dialog ${LABEL[persona]} has no serious or critical WCAG 2.2 AA violation`, async ({
      browser,
      baseURL,
    }) => {
      // About a minute on an idle 2-core machine; far more when it is shared.
      test.setTimeout(300_000);
      const found: string[] = [];

      for (const theme of ["light", "dark"] as const) {
        const context = await contextFor(tour, browser, baseURL!, persona, theme);
        const page = await context.newPage();
        for (const screen of screensOf(persona, tour)) {
          await page.goto(screen.path);
          await settle(page);
          // A guard that sent the person elsewhere would scan the wrong screen.
          expect(new URL(page.url()).pathname, `${screen.path} ${LABEL[persona]}`).toBe(screen.path.split("?")[0]);
          found.push(...(await seriousViolations(page, `${screen.path} (${theme})`, rulesFor(theme))));
        }
        await context.close();

        for (const dialog of dialogsOf(persona)) {
          const width = dialog.narrowOnly ? 375 : 1280;
          const dialogContext = await contextFor(tour, browser, baseURL!, persona, theme, {
            width,
            headers: dialog.headers,
          });
          const dialogPage = await dialogContext.newPage();
          const opened = await dialog.open(dialogPage, tour);
          await expect(opened, dialog.name).toBeVisible();
          await settleAnimations(dialogPage);
          found.push(
            ...(await seriousViolations(dialogPage, `${dialog.name} dialog at ${width} px (${theme})`, rulesFor(theme))),
          );
          await dialogContext.close();
        }
      }

      expect(found.length, `Serious or critical violations ${LABEL[persona]}:\n\n${found.join("\n\n")}\n`).toBe(0);
    });
  }
}
