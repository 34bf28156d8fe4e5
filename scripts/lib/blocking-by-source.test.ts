import { describe, expect, it } from "vitest";
import { blockingBySource } from "./blocking-by-source.ts";

const PAGE = "http://127.0.0.1:3200/uk/Bedroom/Bed-Linen/c/Duvet-Covers";

describe("blocking time by source", () => {
  it("counts each task's time over 50 ms, for scripts and for the document apart", () => {
    const split = blockingBySource(
      [
        { startTime: 1300, duration: 264, url: PAGE },
        { startTime: 1800, duration: 103, url: "http://127.0.0.1:3200/assets/shell-DbeKce2O.js" },
        { startTime: 2000, duration: 61, url: "Unattributable" },
      ],
      1230,
      3000,
    );
    expect(split).toEqual({ scriptsMs: 53, documentMs: 214 + 11 });
  });

  it("clips a task to the window from first contentful paint to interactive, as Lighthouse does", () => {
    const split = blockingBySource(
      [
        // Straddles first contentful paint: only the 150 ms after it count.
        { startTime: 1100, duration: 280, url: PAGE },
        // Ends before first contentful paint, or starts after interactive: not counted.
        { startTime: 700, duration: 400, url: PAGE },
        { startTime: 3100, duration: 90, url: "http://127.0.0.1:3200/assets/framework-B2ssi4kf.js" },
        // Straddles interactive.
        { startTime: 2900, duration: 200, url: "http://127.0.0.1:3200/assets/framework-B2ssi4kf.js?v=1" },
      ],
      1230,
      3000,
    );
    expect(split).toEqual({ scriptsMs: 50, documentMs: 100 });
  });

  it("counts nothing for tasks that stay under 50 ms once clipped", () => {
    expect(blockingBySource([{ startTime: 1200, duration: 90, url: PAGE }], 1230, 3000)).toEqual({
      scriptsMs: 0,
      documentMs: 10,
    });
    expect(blockingBySource([{ startTime: 1200, duration: 70, url: PAGE }], 1230, 3000)).toEqual({
      scriptsMs: 0,
      documentMs: 0,
    });
  });
});
