import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

// docs/configuration.md is the one table of settings. Every variable server/env.ts parses must have exactly one row
// there, and a row for a variable env.ts does not parse must name the files that do read it.

const root = resolve(import.meta.dirname, "..");
const CONFIGURATION = resolve(root, "docs/configuration.md");
const ENV_FILE = "server/env.ts";

/** The variables parseEnv reads, found by handing it an environment that records each name asked for. */
function keysParsedByEnv(): string[] {
  const asked = new Set<string>();
  const recording = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === "string") asked.add(name);
      return undefined;
    },
  });
  try {
    parseEnv(recording);
  } catch {
    // An empty environment may be refused by a rule across variables; the names asked for are what counts.
  }
  return [...asked].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)).sort();
}

interface SettingRow {
  name: string;
  readBy: string[];
  line: number;
}

/** The rows of the settings table: a first cell that is one variable name in backticks, a last cell of files. */
function settingRows(markdown: string): SettingRow[] {
  const rows: SettingRow[] = [];
  markdown.split("\n").forEach((text, index) => {
    const cells = text.trim().split("|").slice(1, -1);
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0]?.trim() ?? "")?.[1];
    if (!name) return;
    const readBy = [...(cells.at(-1) ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
    rows.push({ name, readBy, line: index + 1 });
  });
  return rows;
}

function undocumentedProblems(parsed: readonly string[], rows: readonly SettingRow[]): string[] {
  const problems: string[] = [];
  for (const key of parsed) {
    const found = rows.filter((row) => row.name === key);
    if (found.length !== 1) problems.push(`${key} is parsed by ${ENV_FILE} and has ${found.length} rows`);
    else if (!found[0]?.readBy.includes(ENV_FILE))
      problems.push(`${key}'s row does not say ${ENV_FILE} reads it`);
  }
  for (const row of rows) {
    if (parsed.includes(row.name)) continue;
    if (row.readBy.includes(ENV_FILE)) {
      problems.push(`${row.name} (line ${row.line}) says ${ENV_FILE} reads it, which it does not`);
      continue;
    }
    if (row.readBy.length === 0) problems.push(`${row.name} (line ${row.line}) names no file that reads it`);
    for (const file of row.readBy) {
      const path = resolve(root, file);
      if (!existsSync(path) || !readFileSync(path, "utf8").includes(row.name))
        problems.push(
          `${row.name} (line ${row.line}) is said to be read by ${file}, which does not mention it`,
        );
    }
    if (rows.filter((other) => other.name === row.name).length > 1)
      problems.push(`${row.name} has more than one row`);
  }
  return problems;
}

describe("docs/configuration.md", () => {
  const rows = settingRows(readFileSync(CONFIGURATION, "utf8"));
  const parsed = keysParsedByEnv();

  it("finds the variables env.ts parses", () => {
    // A guard on the recording environment itself: were it to see nothing, every check below would pass.
    expect(parsed).toContain("PORT");
    expect(parsed).toContain("DATABASE_URL");
    expect(parsed.length).toBeGreaterThan(50);
  });

  it("has one row for every variable env.ts parses, and no row for one nothing reads", () => {
    expect(undocumentedProblems(parsed, rows)).toEqual([]);
  });

  it("notices a variable added to env.ts without a row, a second row, and a row for a variable nobody reads", () => {
    const port = { name: "PORT", readBy: [ENV_FILE], line: 1 };
    expect(undocumentedProblems(["PORT"], [port])).toEqual([]);
    expect(undocumentedProblems(["PORT", "EXAMPLE_SETTING"], [port])).toEqual([
      "EXAMPLE_SETTING is parsed by server/env.ts and has 0 rows",
    ]);
    expect(undocumentedProblems(["PORT"], [port, { ...port, line: 2 }])).toEqual([
      "PORT is parsed by server/env.ts and has 2 rows",
    ]);
    expect(
      undocumentedProblems(["PORT"], [port, { name: "GONE_SETTING", readBy: [ENV_FILE], line: 2 }]),
    ).toEqual(["GONE_SETTING (line 2) says server/env.ts reads it, which it does not"]);
  });
});
