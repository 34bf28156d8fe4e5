import { Writable } from "node:stream";

/** A log destination that keeps each line the logger writes, for tests that read what was logged. */
export function logLineSink(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}
