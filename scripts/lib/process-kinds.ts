/**
 * What kind of work a process of `npm test` is, from its command line: the rows `npm run measure:test-cpu` sums
 * CPU time into. The first kind whose pattern matches wins, so the narrower patterns come first.
 */
const KINDS: [kind: string, pattern: RegExp][] = [
  ["this measurement", /measure-test-cpu/],
  ["Chromium renderers", /(chromium|headless[-_]shell).*--type=renderer/],
  ["Chromium, other processes (GPU, network, utility)", /(chromium|headless[-_]shell).*--type=/],
  ["Chromium browser", /chromium|headless[-_]shell/],
  ["PostgreSQL", /^postgres|bin\/postgres\b/],
  ["the journeys' store server", /scripts\/e2e-server\.ts/],
  ["stores started by API tests", /server\/main\.ts/],
  ["Playwright", /playwright/],
  ["Vitest", /vitest/],
  ["typecheck", /\btsc\b/],
  ["lint", /biome/],
  ["build", /react-router|vite/],
  ["Java (the HTML checker)", /\bjava\b/],
  ["npm", /\bnpm\b/],
];

/** The kind of work of a process with this command line; what no pattern knows is the host's own. */
export function processKind(commandLine: string): string {
  for (const [kind, pattern] of KINDS) if (pattern.test(commandLine)) return kind;
  return commandLine.trim() === ""
    ? "processes gone before their command was read"
    : "the host's other processes";
}
