import { describe, expect, it } from "vitest";
import { inNextTask } from "./in-next-task.ts";

describe("inNextTask", () => {
  it("runs each piece of work in a task of its own, in the order asked", async () => {
    const log: string[] = [];
    await new Promise<void>((done) => {
      inNextTask(() => {
        log.push("first");
        // A microtask the first queues runs before the second: the second waits for a task of its own.
        queueMicrotask(() => log.push("first's microtask"));
        inNextTask(() => {
          log.push("third, asked for by the first");
          done();
        });
      });
      inNextTask(() => log.push("second"));
      log.push("the asking task goes on");
    });
    expect(log).toEqual([
      "the asking task goes on",
      "first",
      "first's microtask",
      "second",
      "third, asked for by the first",
    ]);
  });
});
