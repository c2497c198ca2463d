/**
 * The PostgreSQL run of the reveal journey (realtime over LISTEN/NOTIFY): when
 * VEIL_TEST_POSTGRES_URL is set (CI always sets it), global setup creates a fresh database
 * on that server for a second `veil`, and teardown drops it.
 */
import { randomBytes } from "node:crypto";

import pg from "pg";

export const POSTGRES_URL_ENV = "VEIL_TEST_POSTGRES_URL";

/** The PostgreSQL server to create the run's database on, or undefined (SQLite only). */
export function postgresServerUrl(): string | undefined {
  return process.env[POSTGRES_URL_ENV] || undefined;
}

/** The address without its password, for messages. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `${POSTGRES_URL_ENV} is set but PostgreSQL at ${redacted(serverUrl)} cannot be reached: ${(error as Error).message}`,
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type RunDatabase = { name: string; url: string };

/** Creates an empty database for this run; `url` is the server's address with its name. */
export async function createRunDatabase(serverUrl: string): Promise<RunDatabase> {
  // A generated identifier (letters, digits, underscore): safe to write into the statement.
  const name = `veil_e2e_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the run's database, closing the connections a stopped server may have left. */
export async function dropRunDatabase(serverUrl: string, name: string): Promise<void> {
  if (!/^veil_e2e_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop ${name}: not an e2e database`);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
