import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTROL_PAGE } from "./control-page-server.ts";

describe("npm run perf's control page", () => {
  it("has nothing in it to block or fetch: no script, stylesheet, style, image or frame", () => {
    expect(CONTROL_PAGE).not.toMatch(/<(script|style|img|iframe|svg|video)\b/i);
    expect(CONTROL_PAGE).not.toMatch(/rel="stylesheet"/);
    // Its icon is inline, so the browser asks for nothing else and logs no missing file.
    expect(CONTROL_PAGE).toContain('<link rel="icon" href="data:,">');
    expect(CONTROL_PAGE.length).toBeLessThan(1024);
  });

  it("is served by a process of its own, which answers the page and nothing else", async () => {
    const server = spawn(process.execPath, [join(import.meta.dirname, "control-page-server.ts"), "0"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      // Port 0: the server takes a free port and says which ("ready 4321").
      const ready = await new Promise<string>((resolve) =>
        server.stdout.once("data", (data) => resolve(String(data))),
      );
      const port = Number(ready.match(/^ready (\d+)/)?.[1]);
      expect(port).toBeGreaterThan(0);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await page.text()).toBe(CONTROL_PAGE);
      expect((await fetch(`http://127.0.0.1:${port}/favicon.ico`)).status).toBe(404);
    } finally {
      server.kill("SIGTERM");
    }
  });
});
