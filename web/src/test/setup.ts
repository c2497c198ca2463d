import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { loadToaster } from "@/components/ui/toaster";
import { clearToasts } from "@/components/ui/use-toast";

// findBy* and waitFor give up after 1 s by default; on a loaded two-core CI machine a
// page with several queries can take longer to settle, and a file's first test also waits
// for its lazy page chunk to be transformed (seen at 5.6 to 6.5 s while cargo compiled).
configure({ asyncUtilTimeout: 10_000 });

// The app fetches the toasts' code on demand; tests find the toast viewport from the start.
await loadToaster();

// jsdom lacks scrolling; the router's ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom lacks ResizeObserver; Radix's Checkbox and Switch measure themselves with one,
// so any page that shows them (e.g. /admin-email behind the admin guard) needs a stand-in.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = "";
});
