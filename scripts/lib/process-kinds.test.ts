import { describe, expect, it } from "vitest";
import { processKind } from "./process-kinds.ts";

describe("processKind", () => {
  it("tells Chromium's renderers from its other processes and its browser", () => {
    const shell = "/usr/lib/chromium/headless_shell";
    expect(processKind(`${shell} --type=renderer --lang=en-GB`)).toBe("Chromium renderers");
    expect(processKind(`${shell} --type=gpu-process`)).toBe(
      "Chromium, other processes (GPU, network, utility)",
    );
    expect(processKind(`${shell} --no-sandbox --remote-debugging-pipe`)).toBe("Chromium browser");
  });

  it("tells the journeys' store from the stores API tests start, and both from the test runners", () => {
    const node = "/work/node_modules/node/bin/node";
    expect(processKind(`${node} scripts/e2e-server.ts`)).toBe("the journeys' store server");
    expect(processKind(`${node} /work/server/main.ts`)).toBe("stores started by API tests");
    expect(processKind(`${node} /work/node_modules/@playwright/test/cli.js test`)).toBe("Playwright");
    expect(processKind(`${node} /work/node_modules/vitest/suppress-warnings.cjs`)).toBe("Vitest");
    expect(processKind(`${node} scripts/measure-test-cpu.ts npm test`)).toBe("this measurement");
  });

  it("counts PostgreSQL's backends, and leaves what it does not know to the host", () => {
    expect(processKind("postgres: postgres storefront_test_1 127.0.0.1(5432) idle")).toBe("PostgreSQL");
    expect(processKind("redis-server 127.0.0.1:6379")).toBe("the host's other processes");
    expect(processKind("")).toBe("processes gone before their command was read");
  });
});
