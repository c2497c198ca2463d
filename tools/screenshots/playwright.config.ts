import path from "node:path";

import base from "../../web/playwright.config";
import { defineConfig } from "../../web/e2e/support/runner";

/**
 * The screenshots tool (run.sh): the end-to-end suite's browser and server set-up (one
 * fresh `veil` in development mode with its identity provider), this folder's spec only.
 */
export default defineConfig({
  ...base,
  testDir: __dirname,
  testMatch: "capture.spec.ts",
  globalSetup: path.join(__dirname, "global-setup.ts"),
  globalTeardown: path.join(__dirname, "global-teardown.ts"),
  outputDir: path.resolve(__dirname, "../../target/screenshots-results"),
  retries: 0,
  timeout: 5 * 60_000,
  reporter: [["list"]],
  use: { ...base.use, trace: "off", screenshot: "off" },
  projects: [{ name: "screenshots" }],
});
