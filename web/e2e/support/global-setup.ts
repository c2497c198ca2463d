import path from "node:path";

import type { FullConfig } from "@playwright/test";

import { createRunDatabase, dropRunDatabase, postgresServerUrl } from "./postgres";
import { checkPrerequisites, ENV, POSTGRES_ENV, startServer, stopServer } from "./server";

/**
 * One fresh `veil` for the whole run: checks the web app and the binary are built, starts
 * the binary on a free port with a new temporary data dir, and hands the address to the
 * workers through the environment (playwright.config.ts reads it into `use.baseURL`).
 * With VEIL_TEST_POSTGRES_URL set, a second `veil` runs on a fresh PostgreSQL database for
 * the `postgres` project.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const webRoot = path.dirname(config.configFile ?? path.join(process.cwd(), "playwright.config.ts"));
  checkPrerequisites(webRoot);
  const server = await startServer(webRoot);
  process.env[ENV.baseUrl] = server.baseUrl;
  process.env[ENV.pid] = String(server.child.pid);
  process.env[ENV.dataDir] = server.dataDir;
  console.log(`veil is listening on ${server.baseUrl} (data in ${server.dataDir})`);

  const postgres = postgresServerUrl();
  if (!postgres) return;
  const database = await createRunDatabase(postgres);
  process.env[POSTGRES_ENV.database] = database.name;
  try {
    const onPostgres = await startServer(webRoot, { name: "postgres", databaseUrl: database.url });
    process.env[POSTGRES_ENV.baseUrl] = onPostgres.baseUrl;
    process.env[POSTGRES_ENV.pid] = String(onPostgres.child.pid);
    process.env[POSTGRES_ENV.dataDir] = onPostgres.dataDir;
    console.log(`veil on PostgreSQL (database ${database.name}) is listening on ${onPostgres.baseUrl}`);
  } catch (error) {
    // Playwright skips the teardown when the setup fails: clean up here.
    await stopServer(undefined);
    await dropRunDatabase(postgres, database.name);
    throw error;
  }
}
