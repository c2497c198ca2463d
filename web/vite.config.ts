/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { codeSplittingGroups } from "./build/chunks.ts";
import { precompress } from "./build/precompress.ts";
import { prerender } from "./build/prerender.ts";

// The Rust server (`veil`) answers /api and /dev-idp; in development Vite proxies to it.
const apiTarget = process.env.VEIL_API_URL ?? "http://127.0.0.1:8080";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender({ alias }), precompress()],
  resolve: { alias },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/dev-idp": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // A vendor chunk for what every page needs, one chunk per signed-in area (build/chunks.ts).
        codeSplitting: { groups: codeSplittingGroups() },
      },
    },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // CI has two cores shared with nothing else, but jsdom renders are slow there.
    testTimeout: 20_000,
    // One worker per core (Vitest's default leaves one core to its main process, which
    // is idle once the files are transformed), and the files of a worker share its module
    // graph instead of importing React, the router and jsdom's globals again for each
    // one: src/test/setup.ts resets what a test may leave behind (DOM, toasts, storage,
    // mocks, stubbed globals). Measured on CI's two cores: 271 s with the defaults, 185 s
    // with two workers, 57 s with two workers sharing modules; the suite also passes with
    // its files shuffled (--sequence.shuffle).
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
