/**
 * jsdom has no ResizeObserver; Radix's Slider measures its thumbs with one. Importing this
 * file installs a do-nothing stand-in (the layout is not what these tests look at).
 */
class ResizeObserverStandIn {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = ResizeObserverStandIn as unknown as typeof ResizeObserver;
}
