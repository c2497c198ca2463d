/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU
 * throttling) on Veil's public pages, against the real `veil` binary serving the built
 * app, in Debian's headless Chromium; plus the bytes `/` needs on first load, counted as
 * sent with brotli. Prints the median of RUNS runs per page.
 *
 *   node lighthouse.mjs            (make bench-web builds what it needs first)
 *
 * VEIL_BIN: the server binary (default ../../target/release/veil); RUNS (default 3);
 * CHROMIUM_PATH (default /usr/bin/chromium); LIGHTHOUSE_REPORTS: a folder for the JSON reports.
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

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const PAGES = ["/", "/how-it-works", "/for-recruiters", "/signin"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
const RUNS = Number(process.env.RUNS ?? 3);
const BIN = path.resolve(repo, process.env.VEIL_BIN ?? "target/release/veil");
const WEB_DIR = path.join(repo, "web/dist");
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
    env: { ...env, VEIL_BIND: `127.0.0.1:${port}`, VEIL_PUBLIC_URL: baseUrl, VEIL_DATA_DIR: path.join(dataDir, "data"), VEIL_WEB_DIR: WEB_DIR, VEIL_LOG: "warn" },
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
function bytesSentWithBrotli(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "br" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.byteLength));
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * The files `/` needs (document, scripts, stylesheets), found by loading it in Chromium
 * with Data Saver on so the app's speculative prefetching stays out of the count.
 */
async function firstLoadBytes(port, baseUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
    const urls = new Set();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === baseUrl && !url.pathname.startsWith("/api/") && ["document", "script", "stylesheet"].includes(request.resourceType())) {
        urls.add(url.href);
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle0" });
    const sizes = await Promise.all([...urls].map(bytesSentWithBrotli));
    return { files: urls.size, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await page.close();
    browser.disconnect();
  }
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART on a busy machine) is repeated. */
async function audit(port, url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
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
  console.log(`Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, median of ${RUNS} runs; server ${path.relative(repo, BIN)}`);
  const header = ["page", "performance", "accessibility", "best-practices", "seo", "FCP s", "LCP s", "TBT ms", "CLS", "SI s"];
  const rows = [];
  for (const pagePath of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(chrome.port, `${server.baseUrl}${pagePath}`);
      runs.push(lhr);
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        fs.writeFileSync(path.join(REPORTS, `${pagePath.replace(/\W+/g, "_") || "_"}-${run + 1}.json`), JSON.stringify(lhr));
      }
    }
    const score = (id) => median(runs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
    const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
    rows.push([
      pagePath,
      ...CATEGORIES.map(score),
      (metric(METRICS[0]) / 1000).toFixed(2),
      (metric(METRICS[1]) / 1000).toFixed(2),
      Math.round(metric(METRICS[2])),
      metric(METRICS[3]).toFixed(3),
      (metric(METRICS[4]) / 1000).toFixed(2),
    ]);
    const failing = new Set(runs.flatMap(failingAudits));
    if (failing.size) console.log(`  ${pagePath} lost points on: ${[...failing].join(", ")}`);
  }
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const first = await firstLoadBytes(chrome.port, server.baseUrl);
  console.log(`first load of /: ${first.bytes} bytes with brotli (${(first.bytes / 1024).toFixed(1)} KiB, budget 160 KiB) in ${first.files} files`);
} finally {
  chrome.kill();
  server.stop();
}
