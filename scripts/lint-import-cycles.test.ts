import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Issue 11: `npm run lint` fails on an import cycle. Two probe modules that import each other are
// linted with the project's own biome.json; the rule must name the cycle and fail the run.
const root = join(import.meta.dirname, "..");
const probe = join(root, "app", "cycle-probe-lint-test");

afterAll(() => rmSync(probe, { recursive: true, force: true }));

describe("lint", () => {
  it("fails on an import cycle between two modules", () => {
    mkdirSync(probe, { recursive: true });
    writeFileSync(
      join(probe, "first.ts"),
      'import { second } from "./second.ts";\nexport const first = () => second();\n',
    );
    writeFileSync(
      join(probe, "second.ts"),
      'import { first } from "./first.ts";\nexport const second = () => first;\n',
    );
    const result = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", probe], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.stdout + result.stderr).toContain("noImportCycles");
    expect(result.status).not.toBe(0);
  });
});
