/**
 * Playwright's test API for suites that live outside web/ (tools/screenshots/): imported
 * through here, `@playwright/test` resolves from web/node_modules, the same copy the CLI
 * runs, which is the only one Playwright accepts.
 */
export { defineConfig, devices, expect, test } from "@playwright/test";
export type { FullConfig, Page, TestInfo } from "@playwright/test";
