import { linkedPaths, prefetchLinkedPagesWhenIdle } from "@/app/prefetch";

describe("linkedPaths", () => {
  it("lists each same-origin path once, whatever the number of links to it", () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <a href="/signin">Sign in</a>
      <a href="/signin?from=header">Sign in</a>
      <a href="/how-it-works#start">How it works</a>
      <a href="/how-it-works">How it works</a>
      <a href="https://example.org/elsewhere">Elsewhere</a>
      <a>No link</a>`;
    expect([...linkedPaths(root)]).toEqual(["/signin", "/how-it-works"]);
  });
});

describe("prefetchLinkedPagesWhenIdle", () => {
  it("starts one page per idle period and stops when cancelled", () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => callbacks.push(run));
    vi.stubGlobal("cancelIdleCallback", (handle: number) => {
      callbacks[handle - 1] = () => undefined;
    });
    const root = document.createElement("div");
    root.innerHTML = `<a href="/signin">Sign in</a><a href="/how-it-works">How</a><a href="/terms">Terms</a>`;
    const preload = vi.fn(() => Promise.resolve());
    const cancel = prefetchLinkedPagesWhenIdle(preload, root);
    expect(callbacks).toHaveLength(1);
    expect(preload).not.toHaveBeenCalled();
    callbacks[0]();
    expect(preload).toHaveBeenCalledWith("/signin");
    expect(callbacks).toHaveLength(2);
    callbacks[1]();
    expect(callbacks).toHaveLength(3);
    cancel();
    callbacks[2]();
    expect(callbacks).toHaveLength(3);
    expect(preload.mock.calls).toEqual([["/signin"], ["/how-it-works"]]);
  });
});
