/**
 * The first-load budget (docs/benchmarks.md, "Web"), measured on the built
 * app as the real server sends it: what `/` needs (its HTML, scripts, module preloads and
 * stylesheets) at most 160 KiB with brotli; every text file over 1 KiB sent compressed;
 * public pages load no signed-in code. Byte counts, not timings: deterministic.
 */
import fs from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { fetchAsSent } from "./support/wire-bytes";

const BUDGET_BYTES = 160 * 1024;
const UNCOMPRESSED_LIMIT_BYTES = 1024;
const TEXT_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const PUBLIC_PAGES = ["/", "/how-it-works", "/for-recruiters", "/contact", "/privacy-policy", "/terms", "/signin"];
/**
 * Chunks only a signed-in person (or an opened dialog) needs: the areas and shared chunks of
 * build/chunks.ts, and the pages and dialogs still in chunks of their own.
 */
const SIGNED_IN_CHUNK =
  /\/assets\/(shell|recruiter|seeker|seeker-more|account|notifications|recruiter-forms|seeker-forms|onboarding|debug|report|signed-in|browse|common|forms|dates|MobileMenu|CookieSettingsDialog|toast-list)-[\w-]+\.js$/;

const distDir = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "dist");

/**
 * Opens `pathname` with Data Saver on, so the app skips prefetching the pages it links to
 * (that is speculative, not what the page needs), and returns the same-origin files the
 * page loaded: document, scripts (module preloads and lazy chunks included), stylesheets.
 */
async function filesLoadedBy(page: Page, pathname: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const urls = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    const kind = request.resourceType();
    if (url.pathname.startsWith("/api/")) return;
    if (["document", "script", "stylesheet"].includes(kind)) urls.add(url.href);
  });
  await page.goto(pathname);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return [...urls];
}

function textFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

test.describe("first load", () => {
  test("`/` needs at most 160 KiB, counted as sent with brotli", async ({ page }) => {
    const urls = await filesLoadedBy(page, "/");
    const sent = await Promise.all(urls.map(async (url) => ({ url, ...(await fetchAsSent(url, "br")) })));

    const total = sent.reduce((sum, file) => sum + file.bytes, 0);
    const breakdown = sent.map((file) => `${file.bytes} ${new URL(file.url).pathname}`).join("\n");
    test.info().annotations.push({ type: "first-load bytes (brotli)", description: `${total}\n${breakdown}` });
    console.log(`first load of /: ${total} bytes with brotli (${(total / 1024).toFixed(1)} KiB)\n${breakdown}`);

    expect(sent.some((file) => file.url.endsWith(".css")), "the stylesheet is counted").toBe(true);
    for (const file of sent) expect(file.status, file.url).toBe(200);
    expect(total, breakdown).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test("every text file over 1 KiB is sent compressed, with Vary: Accept-Encoding", async ({ baseURL }) => {
    const files = textFilesIn(distDir).filter(
      (file) => fs.statSync(path.join(distDir, file)).size > UNCOMPRESSED_LIMIT_BYTES,
    );
    expect(files.length, "the built app has text files").toBeGreaterThan(10);
    // index.html is also every client route's answer.
    const paths = [...files.map((file) => `/${file}`), "/", "/for-recruiters"];
    for (const pathname of paths) {
      const url = new URL(pathname, baseURL).href;
      for (const encoding of ["br", "gzip"]) {
        const sent = await fetchAsSent(url, encoding);
        expect(sent.status, pathname).toBe(200);
        expect(sent.encoding, `${pathname} with Accept-Encoding: ${encoding}`).toBe(encoding);
        expect(sent.vary.toLowerCase(), pathname).toContain("accept-encoding");
      }
    }
  });

  for (const pathname of PUBLIC_PAGES) {
    test(`${pathname} loads no signed-in code`, async ({ page }) => {
      const urls = await filesLoadedBy(page, pathname);
      expect(urls.filter((url) => SIGNED_IN_CHUNK.test(url))).toEqual([]);
    });
  }

  test("pointing at a link fetches its page before the click", async ({ page }) => {
    await filesLoadedBy(page, "/");
    const link = page.getByRole("link", { name: "For Recruiters", exact: true });
    const chunk = page.waitForRequest((request) => /\/assets\/ForRecruitersPage-[\w-]+\.js$/.test(request.url()));

    await link.hover();

    await chunk;
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Find top talents discreetly" })).toBeVisible();
  });
});
