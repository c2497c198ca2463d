import path from "node:path";

import type { FullConfig } from "@playwright/test";

import { dropRunDatabase, postgresServerUrl } from "./postgres";
import { POSTGRES_ENV, stopServer } from "./server";

/** Stops the run's `veil` servers (SIGTERM, then waits), keeps their logs, removes their data. */
export default async function globalTeardown(config: FullConfig): Promise<void> {
  const webRoot = path.dirname(config.configFile ?? path.join(process.cwd(), "playwright.config.ts"));
  await stopServer(path.join(webRoot, "test-results", "veil-server.log"));

  const postgres = postgresServerUrl();
  const database = process.env[POSTGRES_ENV.database];
  if (!postgres || !database) return;
  await stopServer(path.join(webRoot, "test-results", "veil-server-postgres.log"), "postgres");
  await dropRunDatabase(postgres, database);
}
