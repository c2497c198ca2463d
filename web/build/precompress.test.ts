import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { compressFile, isCompressible, worthKeeping } from "./precompress";

describe("precompress", () => {
  it("compresses text files only", () => {
    for (const name of ["index.html", "index-abc.js", "index-abc.css", "favicon.svg", "robots.txt"]) {
      expect(isCompressible(name)).toBe(true);
    }
    for (const name of ["photo.png", "font.woff2", "app.js.br", "app.js.gz"]) {
      expect(isCompressible(name)).toBe(false);
    }
  });

  it("keeps a copy only when it is smaller", () => {
    expect(worthKeeping(new Uint8Array(100), new Uint8Array(40))).toBe(true);
    expect(worthKeeping(new Uint8Array(10), new Uint8Array(14))).toBe(false);
  });

  it("writes brotli and gzip copies that decode to the original", async () => {
    const dir = await mkdtemp(join(tmpdir(), "precompress-"));
    const path = join(dir, "app.js");
    const source = "export const greeting = 'hello';\n".repeat(200);
    await writeFile(path, source);

    await compressFile(path);

    const br = await readFile(`${path}.br`);
    const gz = await readFile(`${path}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(source);
    expect(gunzipSync(gz).toString()).toBe(source);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
  });
});
