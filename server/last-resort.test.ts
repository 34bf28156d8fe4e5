import { EventEmitter } from "node:events";
import { Transform } from "node:stream";
import { describe, expect, it } from "vitest";
import { installLastResortHandlers, isStrayStreamError } from "./last-resort.ts";
import { createLogger } from "./logger.ts";

function installed() {
  const target = new EventEmitter();
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
  const exits: number[] = [];
  const survived: string[] = [];
  installLastResortHandlers(target as unknown as NodeJS.Process, {
    logger,
    exit: (code) => exits.push(code),
    onSurvived: (kind) => survived.push(kind),
  });
  return { target, lines, exits, survived };
}

/** The error a destroyed stream emits when its reader cancels it: what ended the process before. */
function abortedStreamError(): Promise<Error> {
  return new Promise((found) => {
    const stream = new Transform();
    stream.on("error", found);
    stream.destroy(new DOMException("The operation was aborted", "AbortError"));
  }).then((error) => error as Error);
}

describe("the last-resort handlers", () => {
  it("keeps serving after a stream error whose reader went away, and logs it", async () => {
    const { target, lines, exits, survived } = installed();
    target.emit("uncaughtException", await abortedStreamError());
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    target.emit("uncaughtException", reset);
    expect(exits).toEqual([]);
    expect(survived).toEqual(["stream", "stream"]);
    expect(lines.map((line) => line.level)).toEqual([40, 40]);
  });

  it("stops the process on any other uncaught exception, for the supervisor to restart it", () => {
    const { target, lines, exits } = installed();
    target.emit("uncaughtException", new TypeError("Cannot read properties of undefined"));
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatchObject({ level: 60 });
  });

  it("logs an unhandled rejection and keeps serving", () => {
    const { target, lines, exits, survived } = installed();
    target.emit("unhandledRejection", new Error("a promise nobody awaited"));
    expect(exits).toEqual([]);
    expect(survived).toEqual(["rejection"]);
    expect(lines[0]).toMatchObject({ level: 50 });
  });

  it("tells stray stream errors from others", async () => {
    expect(isStrayStreamError(await abortedStreamError())).toBe(true);
    expect(isStrayStreamError(Object.assign(new Error("x"), { code: "ERR_STREAM_PREMATURE_CLOSE" }))).toBe(
      true,
    );
    expect(isStrayStreamError(new Error("boom"))).toBe(false);
    expect(isStrayStreamError("AbortError")).toBe(false);
  });
});
