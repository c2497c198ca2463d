// The TypeScript types must be what openapi-typescript makes of the checked-in OpenAPI
// document (which a server test keeps equal to the Rust types).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("generated API types", () => {
  it("match src/api/openapi.json (run `make api-types` if this fails)", () => {
    const out = join(mkdtempSync(join(tmpdir(), "veil-api-")), "schema.d.ts");
    execFileSync("npx", ["openapi-typescript", "src/api/openapi.json", "-o", out], { stdio: "pipe" });
    const fresh = readFileSync(out, "utf8");
    const checkedIn = readFileSync("src/api/schema.d.ts", "utf8");
    expect(checkedIn).toBe(fresh);
  }, 60_000);
});
