import { describe, expect, it, vi } from "vitest";
import { writtenInRounds } from "./written-in-rounds.ts";

function chunksOf(stream: NodeJS.ReadableStream): string[] {
  const seen: string[] = [];
  stream.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
  return seen;
}

describe("writtenInRounds", () => {
  it("hands on each round of writing as one chunk when the writer flushes", async () => {
    const stream = writtenInRounds(() => {});
    const seen = chunksOf(stream);
    stream.write("<html><body>");
    stream.write("<main>shell</main>");
    stream.flush();
    await new Promise(setImmediate);
    expect(seen).toEqual(["<html><body><main>shell</main>"]);
    stream.write('<div hidden id="S:0">');
    stream.write("later</div>");
    stream.flush();
    await new Promise(setImmediate);
    expect(seen).toEqual(["<html><body><main>shell</main>", '<div hidden id="S:0">later</div>']);
  });

  it("hands on what is left at the end, and says when it ended", async () => {
    const ended = vi.fn();
    const stream = writtenInRounds(ended);
    const seen = chunksOf(stream);
    const finished = new Promise((done) => stream.on("end", done));
    stream.write("<p>last</p>");
    stream.end("</body></html>");
    await finished;
    expect(seen).toEqual(["<p>last</p></body></html>"]);
    expect(ended).toHaveBeenCalledOnce();
  });

  it("drops an unfinished round when destroyed", async () => {
    const stream = writtenInRounds(() => {});
    const seen = chunksOf(stream);
    const closed = new Promise((done) => stream.on("close", done));
    stream.write("<p>nobody reads this</p>");
    stream.destroy();
    stream.flush();
    await closed;
    expect(seen).toEqual([]);
  });
});
