/**
 * A Vite build plugin: after the bundle is written, every text file in the output gets a
 * brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside it. The server sends
 * the copy the browser accepts (server/src/http/static_files.rs), so nothing is compressed
 * per request and the smallest encoding is paid for once, at build time.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_EXTENSIONS = [".html", ".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".map"];

/** Whether a built file is text worth a compressed copy (images and fonts are compressed already). */
export function isCompressible(fileName: string): boolean {
  return TEXT_EXTENSIONS.some((extension) => fileName.endsWith(extension));
}

/** A copy is kept only when it is smaller; otherwise the server sends the original. */
export function worthKeeping(original: Uint8Array, compressed: Uint8Array): boolean {
  return compressed.byteLength < original.byteLength;
}

export async function compressFile(path: string): Promise<void> {
  const original = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
  if (worthKeeping(original, br)) await writeFile(`${path}.br`, br);
  if (worthKeeping(original, gz)) await writeFile(`${path}.gz`, gz);
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "veil-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After every file (public/ included) is in place.
    async closeBundle() {
      const files = await textFiles(outDir);
      await Promise.all(files.map(compressFile));
    },
  };
}
