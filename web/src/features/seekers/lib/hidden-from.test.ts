import { describe, expect, it } from "vitest";

import { hiddenFromText, isWebDomain } from "./hidden-from";

describe("hiddenFromText", () => {
  it("counts employers", () => {
    expect(hiddenFromText(2)).toBe("Hidden from 2 employers. Recruiters at these employers will never find or see your profile.");
    expect(hiddenFromText(1)).toMatch(/^Hidden from 1 employer\. /);
    expect(hiddenFromText(0)).toBe("You are not hidden from any employer yet.");
  });
});

describe("isWebDomain", () => {
  it("accepts domains and website addresses, nothing else", () => {
    for (const ok of ["acme.com", "https://www.acme.com/", "jobs.acme.co.uk", "ACME.COM."]) expect(isWebDomain(ok)).toBe(true);
    for (const bad of ["acme", "acme com", "https://acme.com/about", "-acme.com", "127.0.0.1"]) expect(isWebDomain(bad)).toBe(false);
  });
});
