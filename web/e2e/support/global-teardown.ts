import path from "node:path";

import type { FullConfig } from "@playwright/test";

import { stopServer } from "./server";

/** Stops the run's `veil` (SIGTERM, then waits), keeps its log, removes its data dir. */
export default async function globalTeardown(config: FullConfig): Promise<void> {
  const webRoot = path.dirname(config.configFile ?? path.join(process.cwd(), "playwright.config.ts"));
  await stopServer(path.join(webRoot, "test-results", "veil-server.log"));
}
