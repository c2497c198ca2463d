import { describe, expect, it } from "vitest";

import { mergeSkills, splitSkills } from "@/lib/skills";

describe("splitSkills", () => {
  it("splits on commas, trims and drops blanks", () => {
    expect(splitSkills(" React, TypeScript ,, Node.js , ")).toEqual(["React", "TypeScript", "Node.js"]);
    expect(splitSkills("")).toEqual([]);
    expect(splitSkills(" , ")).toEqual([]);
  });
});

describe("mergeSkills", () => {
  it("adds only skills not present yet, ignoring case, keeping the order", () => {
    expect(mergeSkills(["React", "SQL"], ["sql", "Rust", "react", "Go", "rust"])).toEqual([
      "React",
      "SQL",
      "Rust",
      "Go",
    ]);
  });

  it("handles empty lists", () => {
    expect(mergeSkills([], ["A", "a"])).toEqual(["A"]);
    expect(mergeSkills(["A"], [])).toEqual(["A"]);
  });
});
