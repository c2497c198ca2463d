/**
 * Starting and stopping the real `veil` binary for the end-to-end run. Used by
 * global-setup.ts and global-teardown.ts only; tests read the base URL from `baseURL`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Environment variables through which the setup hands its results to the rest of the run. */
export const ENV = {
  baseUrl: "VEIL_E2E_BASE_URL",
  pid: "VEIL_E2E_SERVER_PID",
  dataDir: "VEIL_E2E_DATA_DIR",
} as const;

/** The same for the second server, on PostgreSQL (only when VEIL_TEST_POSTGRES_URL is set). */
export const POSTGRES_ENV = {
  baseUrl: "VEIL_E2E_POSTGRES_BASE_URL",
  pid: "VEIL_E2E_POSTGRES_SERVER_PID",
  dataDir: "VEIL_E2E_POSTGRES_DATA_DIR",
  database: "VEIL_E2E_POSTGRES_DATABASE",
} as const;

/** The run's servers: the default one on SQLite, and one on PostgreSQL for the reveal journey. */
export type ServerName = "sqlite" | "postgres";

const envOf = (name: ServerName) => (name === "postgres" ? POSTGRES_ENV : ENV);

/** Request header the server reads the visitor's country from (tests set it per context). */
export const COUNTRY_HEADER = "X-Test-Country";

/** The admin's address (VEIL_ADMIN_EMAIL); sign in with it through the development provider. */
export const ADMIN_EMAIL = "admin@veil.test";

const HEALTH_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const START_ATTEMPTS = 3;

export type RunningServer = {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  logFile: string;
};

/** The servers of this run, shared between setup and teardown (same runner process). */
const registry = globalThis as typeof globalThis & { __veilE2eServers?: Partial<Record<ServerName, RunningServer>> };

export function currentServer(name: ServerName = "sqlite"): RunningServer | undefined {
  return registry.__veilE2eServers?.[name];
}

export function webDir(webRoot: string): string {
  return path.join(webRoot, "dist");
}

/** VEIL_BIN, else the workspace's debug build (web/../target/debug/veil). */
export function binaryPath(webRoot: string): string {
  return path.resolve(webRoot, process.env.VEIL_BIN ?? "../target/debug/veil");
}

/** Stops with a message that says what to run when the app or the binary is not built. */
export function checkPrerequisites(webRoot: string): void {
  const problems: string[] = [];
  const index = path.join(webDir(webRoot), "index.html");
  if (!fs.existsSync(index)) {
    problems.push(`No built web app at ${index}. Run \`npm run build\` in ${webRoot} first.`);
  }
  const bin = binaryPath(webRoot);
  if (!fs.existsSync(bin)) {
    problems.push(
      `No veil binary at ${bin}. Run \`cargo build -p veil\` in the repository root ` +
        "(or point VEIL_BIN at a built binary).",
    );
  }
  if (problems.length > 0) {
    throw new Error(`End-to-end tests cannot start:\n  - ${problems.join("\n  - ")}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** The parent's environment without any Veil setting, so a developer's shell can't leak in. */
function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith("VEIL_") || key === "DATABASE_URL") continue;
    env[key] = value;
  }
  return env;
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForHealth(child: ChildProcess, baseUrl: string): Promise<"ok" | "exited"> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let stopped = false;
  void exited(child).then(() => (stopped = true));
  while (Date.now() < deadline) {
    if (stopped) return "exited";
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === "ok") return "ok";
      }
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  throw new Error(`veil did not answer ${baseUrl}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts `veil` on a free port with a fresh data dir and waits until it is healthy; on
 * SQLite in that dir unless `databaseUrl` names another database. The run's servers are
 * registered for teardown; a test's own server (`own`, with extra settings such as an
 * external issuer) is not, and is stopped with `stopOwnServer`.
 */
export async function startServer(
  webRoot: string,
  {
    name = "sqlite",
    databaseUrl,
    own,
  }: {
    name?: ServerName;
    databaseUrl?: string;
    own?: { env: (baseUrl: string) => Record<string, string> };
  } = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veil-e2e-"));
  const logFile = path.join(dataDir, "veil.log");
  const bin = binaryPath(webRoot);

  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const log = fs.openSync(logFile, "a");
    const child = spawn(bin, [], {
      // The data dir as working directory: no stray .env from the repository is read.
      cwd: dataDir,
      env: {
        ...cleanEnvironment(),
        VEIL_BIND: `127.0.0.1:${port}`,
        VEIL_PUBLIC_URL: baseUrl,
        VEIL_DATA_DIR: path.join(dataDir, "data"),
        VEIL_WEB_DIR: webDir(webRoot),
        VEIL_LOG: "warn",
        VEIL_RATE_LIMIT_BURST: "1000",
        VEIL_GEO_COUNTRY_HEADER: COUNTRY_HEADER,
        VEIL_SHUTDOWN_GRACE_SECS: "5",
        VEIL_ADMIN_EMAIL: ADMIN_EMAIL,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...own?.env(baseUrl),
      },
      stdio: ["ignore", log, log],
    });
    fs.closeSync(log);
    // If the runner dies without its teardown, don't leave the server behind.
    const killOnExit = () => child.kill("SIGKILL");
    process.once("exit", killOnExit);
    child.once("exit", () => process.off("exit", killOnExit));

    const started = await new Promise<"spawned" | Error>((resolve) => {
      child.once("spawn", () => resolve("spawned"));
      child.once("error", (error) => resolve(error));
    });
    if (started instanceof Error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Could not start ${bin}: ${started.message}`);
    }

    let health: "ok" | "exited";
    try {
      health = await waitForHealth(child, baseUrl);
    } catch (error) {
      child.kill("SIGKILL");
      await exited(child);
      const message = `${(error as Error).message}\n--- veil log ---\n${tail(logFile)}`;
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(message);
    }
    if (health === "ok") {
      const server = { child, baseUrl, dataDir, logFile };
      if (!own) registry.__veilE2eServers = { ...registry.__veilE2eServers, [name]: server };
      return server;
    }
    // Exited early: most likely another process took the port in between; try a new one.
    if (attempt === START_ATTEMPTS) {
      const message = `veil exited during start-up (code ${child.exitCode}).\n--- veil log ---\n${tail(logFile)}`;
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(message);
    }
  }
  throw new Error("unreachable");
}

/** Stops a server a test started for itself and removes its data dir. */
export async function stopOwnServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function waitForPidExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await delay(100);
  }
  return false;
}

/**
 * SIGTERM, wait for the exit (SIGKILL after STOP_TIMEOUT_MS), keep the server log next to
 * the test results, remove the data dir.
 */
export async function stopServer(keepLogAt?: string, name: ServerName = "sqlite"): Promise<void> {
  const server = currentServer(name);
  const env = envOf(name);
  const pid = server?.child.pid ?? Number(process.env[env.pid] ?? NaN);
  const dataDir = server?.dataDir ?? process.env[env.dataDir];

  if (server) {
    const { child } = server;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
  } else if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, "SIGTERM");
      if (!(await waitForPidExit(pid, STOP_TIMEOUT_MS))) process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  if (registry.__veilE2eServers) delete registry.__veilE2eServers[name];

  if (dataDir && path.basename(dataDir).startsWith("veil-e2e-")) {
    if (keepLogAt) {
      try {
        fs.mkdirSync(path.dirname(keepLogAt), { recursive: true });
        fs.copyFileSync(path.join(dataDir, "veil.log"), keepLogAt);
      } catch {
        // No log to keep.
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
