import { describe, expect, it } from "vitest";

import { fileNameFor, fillShell } from "./prerender.ts";

describe("prerender", () => {
  it("names a page's file after its one path segment", () => {
    expect(fileNameFor("/")).toBe("index.html");
    expect(fileNameFor("/how-it-works")).toBe("how-it-works.html");
    expect(() => fileNameFor("/candidate/x")).toThrow();
  });

  it("puts the markup in #root and marks the path it was rendered for", () => {
    const shell = '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
    expect(fillShell(shell, "/terms", "<main>$&amp;</main>")).toBe(
      '<html><body><div id="root" data-prerendered="/terms"><main>$&amp;</main></div><script type="module" src="/a.js"></script></body></html>',
    );
  });

  it("refuses markup that would need an inline script or paint a pending boundary", () => {
    const shell = '<div id="root"></div>';
    expect(() => fillShell(shell, "/", '<!--$?--><template id="B:0"></template><!--/$-->')).toThrow(/completely/);
    expect(() => fillShell(shell, "/", "<script>$RC()</script>")).toThrow(/completely/);
    expect(() => fillShell("<div></div>", "/", "<main></main>")).toThrow(/#root|root/);
  });
});
