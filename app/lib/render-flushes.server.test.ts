import { describe, expect, it } from "vitest";
import { RenderFlushes } from "./render-flushes.server.ts";

describe("RenderFlushes", () => {
  it("passes on what is written between two flushes as one chunk, and the rest at the end", async () => {
    const flushes = new RenderFlushes();
    const chunks: string[] = [];
    flushes.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => flushes.on("end", resolve));
    flushes.write("<html><head>");
    flushes.write(new TextEncoder().encode("<title>Café</title>"));
    flushes.flush();
    flushes.flush();
    flushes.write("<body>");
    flushes.write("</body></html>");
    flushes.end();
    await ended;
    expect(chunks).toEqual(["<html><head><title>Café</title>", "<body></body></html>"]);
  });
});
