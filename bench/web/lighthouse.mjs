/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU
 * throttling) on Veil's public pages and on the signed-in pages people use every day (a
 * job seeker and a recruiter signed in through the development provider, their cookie
 * passed to Lighthouse; signed-in.mjs), against the real `veil` binary serving the built
 * app, in Debian's headless Chromium. Prints the median of RUNS runs per page, and what
 * each page loads with a cold cache: bytes counted as sent with brotli, requests, scripts.
 *
 *   node lighthouse.mjs            (make bench-web builds what it needs first)
 *
 * VEIL_BIN: the server binary (default ../../target/release/veil); WEB_DIST: the built app
 * (default ../../web/dist; another build to compare); RUNS (default 3); PAGES: a comma-
 * separated subset of the pages (e.g. `/,/search-candidates`); CHROMIUM_PATH (default
 * /usr/bin/chromium); LIGHTHOUSE_REPORTS: a folder for the JSON reports.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { castSignedIn, signedInPages } from "./signed-in.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const PUBLIC_PAGES = ["/", "/how-it-works", "/for-recruiters", "/signin"];
const ONLY = process.env.PAGES?.split(",").filter(Boolean);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
const RUNS = Number(process.env.RUNS ?? 3);
const BIN = path.resolve(repo, process.env.VEIL_BIN ?? "target/release/veil");
const WEB_DIR = path.resolve(repo, process.env.WEB_DIST ?? "web/dist");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on a fresh data dir, with no Veil setting from the caller's shell. */
async function startServer() {
  for (const [what, file] of [["server binary", BIN], ["built web app", path.join(WEB_DIR, "index.html")]]) {
    if (!fs.existsSync(file)) throw new Error(`No ${what} at ${file}; run \`make bench-web\`.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "veil-bench-web-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VEIL_") && key !== "DATABASE_URL"));
  const child = spawn(BIN, [], {
    cwd: dataDir,
    env: { ...env, VEIL_BIND: `127.0.0.1:${port}`, VEIL_PUBLIC_URL: baseUrl, VEIL_DATA_DIR: path.join(dataDir, "data"), VEIL_WEB_DIR: WEB_DIR, VEIL_LOG: "warn", VEIL_RATE_LIMIT_BURST: "1000" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`veil exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error("veil did not become healthy within 60 s");
}

/** A file's body size exactly as sent for `Accept-Encoding: br` (node's client does not decode). */
function bytesSentWithBrotli(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "br", ...(cookie ? { Cookie: cookie } : {}) } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.byteLength));
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * What a page loads with a cold cache (a fresh browser context), signed in when `cookie` is
 * given, with Data Saver on so the app's speculative prefetching stays out of the count:
 * every same-origin request but the event stream, its bytes counted as sent with brotli.
 */
async function coldLoad(port, baseUrl, pagePath, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    if (cookie) await page.setExtraHTTPHeaders({ Cookie: cookie });
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const requests = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === baseUrl && url.pathname !== "/api/events") requests.push({ url: url.href, method: request.method(), type: request.resourceType() });
    });
    // The event stream stays open: at most that one connection, then a moment more.
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle2" });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sizes = await Promise.all(requests.filter((r) => r.method === "GET").map((r) => bytesSentWithBrotli(r.url, cookie)));
    return {
      bytes: sizes.reduce((sum, size) => sum + size, 0),
      requests: requests.length,
      scripts: requests.filter((r) => r.type === "script").length,
    };
  } finally {
    await page.close();
    await context.close();
    browser.disconnect();
  }
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART on a busy machine) is repeated. */
async function audit(port, url, cookie, attempts = 3) {
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders });
    if (!lhr.runtimeError) return lhr;
    if (attempt === attempts) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`  ${url}: ${lhr.runtimeError.code}, running again`);
  }
}

/** Audits that cost points outside performance, so a score below 100 says why. */
function failingAudits(lhr) {
  const failing = new Set();
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result.score !== null && result.score < 1) failing.add(`${id}: ${ref.id}`);
    }
  }
  return [...failing];
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  console.log(`Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, median of ${RUNS} runs; server ${path.relative(repo, BIN)}, app ${path.relative(repo, WEB_DIR)}`);
  const pages = [...PUBLIC_PAGES.map((pagePath) => ({ path: pagePath })), ...signedInPages(await castSignedIn(server.baseUrl))].filter(
    (page) => !ONLY || ONLY.includes(page.label ?? page.path),
  );
  const header = ["page", "performance", "accessibility", "best-practices", "seo", "FCP s", "LCP s", "TBT ms", "CLS", "SI s", "KiB", "requests", "scripts"];
  const rows = [];
  for (const page of pages) {
    const label = page.label ?? page.path;
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(chrome.port, `${server.baseUrl}${page.path}`, page.cookie);
      runs.push(lhr);
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        fs.writeFileSync(path.join(REPORTS, `${label.replace(/\W+/g, "_") || "_"}-${run + 1}.json`), JSON.stringify(lhr));
      }
    }
    const score = (id) => median(runs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    const cold = await coldLoad(chrome.port, server.baseUrl, page.path, page.cookie);
    rows.push([
      label,
      ...CATEGORIES.map(score),
      (metric(METRICS[0]) / 1000).toFixed(2),
      (metric(METRICS[1]) / 1000).toFixed(2),
      Math.round(metric(METRICS[2])),
      metric(METRICS[3]).toFixed(3),
      (metric(METRICS[4]) / 1000).toFixed(2),
      (cold.bytes / 1024).toFixed(1),
      cold.requests,
      cold.scripts,
    ]);
    const failing = new Set(runs.flatMap(failingAudits));
    if (failing.size) console.log(`  ${label} lost points on: ${[...failing].join(", ")}`);
  }
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log("KiB, requests, scripts: a cold load, every same-origin request but the event stream, bytes as sent with brotli.");
} finally {
  chrome.kill();
  server.stop();
}
