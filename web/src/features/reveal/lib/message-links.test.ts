import { describe, expect, it } from "vitest";

import { hasLinks, splitMessage } from "./message-links";

describe("splitMessage", () => {
  it("keeps addresses apart from the text, without trailing punctuation", () => {
    expect(splitMessage("See https://acme.example/jobs/42. Or www.acme.example!")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://acme.example/jobs/42" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.acme.example" },
      { kind: "text", text: "!" },
    ]);
  });

  it("leaves a message without addresses as one text", () => {
    expect(splitMessage("Is the role remote?")).toEqual([{ kind: "text", text: "Is the role remote?" }]);
    expect(hasLinks("Is the role remote?")).toBe(false);
    expect(hasLinks("Apply at http://x.example")).toBe(true);
  });
});
