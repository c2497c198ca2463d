import { defineConfig } from "@playwright/test";

import { postgresServerUrl } from "./e2e/support/postgres";
import { COUNTRY_HEADER, ENV, POSTGRES_ENV } from "./e2e/support/server";

/**
 * End-to-end journeys against the real `veil` binary (docs/architecture.md, "Tests").
 *
 *   npm run build && (cd .. && cargo build -p veil) && npx playwright test
 *
 * global-setup.ts starts one fresh server for the whole run and puts its address in
 * VEIL_E2E_BASE_URL; workers load this file again after that, so `baseURL` below is set
 * there. With VEIL_TEST_POSTGRES_URL set (CI sets it), the `postgres` project runs the
 * reveal journeys (the request, and its thread; realtime over LISTEN/NOTIFY) again against a second server on a fresh
 * PostgreSQL database. Browser: Debian's Chromium (CHROMIUM_PATH to use another); never
 * `playwright install`.
 */
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  globalTimeout: 30 * 60_000,
  expect: { timeout: 7_500 },
  reporter: [["list"], ["./e2e/support/summary-reporter.ts"]],
  use: {
    baseURL: process.env[ENV.baseUrl],
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
    timezoneId: "UTC",
    // Visitors are from Australia (no cookie banner) unless a test says otherwise; the
    // cookie journeys change this header or drop it (unknown country).
    extraHTTPHeaders: { [COUNTRY_HEADER]: "AU" },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "chromium" },
    ...(postgresServerUrl()
      ? [{ name: "postgres", testMatch: /reveal(-thread)?\.spec\.ts$/, use: { baseURL: process.env[POSTGRES_ENV.baseUrl] } }]
      : []),
  ],
});
