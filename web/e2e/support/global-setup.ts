import path from "node:path";

import type { FullConfig } from "@playwright/test";

import { checkPrerequisites, ENV, startServer } from "./server";

/**
 * One fresh `veil` for the whole run: checks the web app and the binary are built, starts
 * the binary on a free port with a new temporary data dir, and hands the address to the
 * workers through the environment (playwright.config.ts reads it into `use.baseURL`).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const webRoot = path.dirname(config.configFile ?? path.join(process.cwd(), "playwright.config.ts"));
  checkPrerequisites(webRoot);
  const server = await startServer(webRoot);
  process.env[ENV.baseUrl] = server.baseUrl;
  process.env[ENV.pid] = String(server.child.pid);
  process.env[ENV.dataDir] = server.dataDir;
  console.log(`veil is listening on ${server.baseUrl} (data in ${server.dataDir})`);
}
