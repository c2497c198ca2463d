/**
 * A Vite build plugin: once the client bundle is written, the public pages are rendered
 * to HTML (a second, server-side build of src/app/prerender.tsx, run in this process) and
 * each is written into a copy of the built index.html as `prerendered/<name>.html`
 * (`index.html` for `/`). The server sends that file for the page's exact path
 * (server/src/http/static_files.rs); `src/main.tsx` hydrates it. `index.html` itself stays
 * the empty shell every other path gets. Runs at `writeBundle`, so the precompress plugin
 * (at `closeBundle`) compresses these files too.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import react from "@vitejs/plugin-react";
import { build, type Plugin, type UserConfig } from "vite";

export const PRERENDER_DIR = "prerendered";
const ROOT_ELEMENT = '<div id="root"></div>';

type PrerenderEntry = {
  PRERENDERED_PATHS: readonly string[];
  renderPage: (pathname: string) => Promise<string>;
};

/** `/` -> `index.html`, `/how-it-works` -> `how-it-works.html`. */
export function fileNameFor(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, "");
  if (!/^[a-z0-9-]*$/.test(name)) throw new Error(`cannot prerender ${pathname}: one plain segment only`);
  return `${name || "index"}.html`;
}

/** The shell with the page's markup in #root, marked with the path it was rendered for. */
export function fillShell(shell: string, pathname: string, markup: string): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  // An inline script (React completing a boundary late) would be blocked by the CSP, and
  // a pending boundary would paint without its content.
  if (/<script|<template|<!--\$[?!]/.test(markup)) throw new Error(`${pathname} did not render completely`);
  return shell.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${pathname}">${markup}</div>`);
}

export function prerender({ alias }: { alias: NonNullable<UserConfig["resolve"]>["alias"] }): Plugin {
  let root = ".";
  let outDir = "dist";
  return {
    name: "veil-prerender",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const ssrDir = join(root, "node_modules/.tmp/prerender");
      await build({
        configFile: false,
        root,
        logLevel: "warn",
        mode: "production",
        resolve: { alias },
        plugins: [react()],
        build: { ssr: "src/app/prerender.tsx", outDir: ssrDir, emptyOutDir: true, minify: false },
      });
      const entry = (await import(pathToFileURL(join(ssrDir, "prerender.js")).href)) as PrerenderEntry;
      const shell = await readFile(join(outDir, "index.html"), "utf8");
      await mkdir(join(outDir, PRERENDER_DIR), { recursive: true });
      for (const pathname of entry.PRERENDERED_PATHS) {
        const markup = await entry.renderPage(pathname);
        await writeFile(join(outDir, PRERENDER_DIR, fileNameFor(pathname)), fillShell(shell, pathname, markup));
      }
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}
