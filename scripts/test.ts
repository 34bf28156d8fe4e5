// `npm test`: everything the project promises, in one run, on a fresh clone. It installs or
// starts what the tests need (Chromium, Java, PostgreSQL) itself, then prints `N passed, N failed`.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "../tests/setup/ensure-chromium.ts";
import { ensureJava } from "../tests/setup/ensure-java.ts";
import { ensurePostgres } from "../tests/setup/ensure-postgres.ts";

const bin = (name: string) => join(import.meta.dirname, "../node_modules/.bin", name);
const reports = mkdtempSync(join(tmpdir(), "storefront-test-"));
let passed = 0;
let failed = 0;
let flaky = 0;
const failures: string[] = [];
// Each failed unit or API test by name, repeated at the end: CI keeps only the output's tail, where the journeys are.
const failedTests: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

/** Runs a command without blocking this process; its output goes to this one's, or to `log` when one is named. */
function runInBackground(command: string, args: string[], env: NodeJS.ProcessEnv, log: string | null) {
  const output = log ? openSync(log, "w") : "inherit";
  const child = spawn(command, args, { stdio: ["ignore", output, output], env: { ...process.env, ...env } });
  return new Promise<boolean>((done) => {
    child.once("error", () => done(false));
    child.once("close", (code) => done(code === 0));
  }).finally(() => {
    if (typeof output === "number") closeSync(output);
  });
}

function countStep(name: string, ok: boolean) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "✓" : "✗"} ${name}`);
}

const postgres = await ensurePostgres();
if (!postgres.available) {
  if (process.env.CI) {
    console.error(`PostgreSQL is required in CI and is not reachable: ${postgres.reason}`);
    process.exit(1);
  }
  console.warn(
    `\n!!! PostgreSQL is not reachable (${postgres.reason}): the PostgreSQL API tests are SKIPPED. !!!\n`,
  );
}
await ensureChromium();
// The Nu HTML Checker test (tests/api/html-validity.test.ts) runs on Debian's Java.
ensureJava();

// CI services and most teams install with `npm ci`, which refuses a lockfile out of step with package.json.
countStep("lockfile", step("lockfile", "npm", ["ci", "--dry-run", "--no-audit", "--no-fund"]));
countStep("typecheck", step("typecheck", "npm", ["run", "--silent", "typecheck"]));
countStep("lint", step("lint", bin("biome"), ["check", "."]));
countStep("build", step("build", bin("react-router"), ["build"]));

// Unit and API tests: two Vitest runs at once, each counted from its JSON report. Each run takes one file at a time
// (its dialect's database is shared by its files), so on two cores one run alone left a core mostly idle: the
// PostgreSQL files wait on the database more than they compute. The SQLite run's lines are shown as they come, the
// PostgreSQL run's once the journeys have ended, so neither's are cut into another's. The unit tests go with the
// PostgreSQL run when there is one: the journeys wait for the SQLite run alone, which they then end sooner.
const vitestRuns = postgres.available
  ? [
      { name: "API tests (SQLite)", projects: ["api-sqlite"], live: true },
      { name: "unit and API tests (PostgreSQL)", projects: ["unit", "api-postgres"], live: false },
    ]
  : [{ name: "unit and API tests (SQLite)", projects: ["unit", "api-sqlite"], live: true }];
console.log(`\n=== ${vitestRuns.map((run) => run.name).join(", and at once, ")} ===`);
const vitestResults = vitestRuns.map((run, index) => {
  const report = join(reports, `vitest-${index}.json`);
  const args = ["run", ...run.projects.flatMap((project) => ["--project", project])];
  args.push("--reporter=default", "--reporter=json", `--outputFile.json=${report}`);
  const log = run.live ? null : join(reports, `vitest-${index}.log`);
  return runInBackground(bin("vitest"), args, { TEST_DATABASE_URL: postgres.url }, log).then((ok) => ({
    ...run,
    ok,
    report,
    log,
  }));
});

// End-to-end journeys in Chromium against the production build, from the moment the SQLite run ends, beside the
// PostgreSQL run: after both, the PostgreSQL run's tail alone left most of a core idle (decision 082).
const playwrightReport = join(reports, "playwright.json");
await vitestResults[0];
console.log(`\n=== end-to-end journeys${postgres.available ? ", beside the PostgreSQL run" : ""} ===`);
const journeysOk = await runInBackground(
  bin("playwright"),
  ["test", "--reporter=list,json"],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
  null,
);
if (!journeysOk) failures.push("end-to-end journeys");

for (const run of await Promise.all(vitestResults)) {
  if (run.log && existsSync(run.log)) {
    console.log(`\n=== ${run.name} ===`);
    process.stdout.write(readFileSync(run.log));
  }
  if (!run.ok) failures.push(run.name);
  if (existsSync(run.report)) {
    const report = JSON.parse(readFileSync(run.report, "utf8")) as VitestReport;
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
    failedTests.push(...namesOfFailures(run.name, report));
  } else {
    failed++;
  }
}

if (existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  passed += report.stats.expected;
  failed += report.stats.unexpected;
  // A journey that passed only on its retry is counted apart and fails the run: a flaky test hides a real fault.
  flaky += report.stats.flaky;
  if (report.stats.expected + report.stats.unexpected === 0) failed++;
} else {
  failed++;
}

rmSync(reports, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.join("\n")}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
if (flaky)
  console.log(`\nFlaky: ${flaky} journey(s) failed and then passed on a retry; the run fails on any.`);
console.log(`\n${passed} passed, ${failed + flaky} failed`);
process.exit(failed === 0 && flaky === 0 && failures.length === 0 ? 0 : 1);

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

/** "run › file › test: first line of the failure", for each failed test, or for a file that failed outside its tests. */
function namesOfFailures(runName: string, report: VitestReport): string[] {
  const firstLine = (text = "") => (text.trim().split("\n")[0] ?? "").slice(0, 300);
  return report.testResults.flatMap((file) => {
    const where = `${runName} › ${file.name.replace(`${process.cwd()}/`, "")}`;
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    if (tests.length === 0) return file.status === "failed" ? [`${where}: ${firstLine(file.message)}`] : [];
    return tests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}
