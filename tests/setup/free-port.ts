import { createServer } from "node:net";

/**
 * A port free now, below Linux's ephemeral range (32768–60999). A port the OS handed out for `listen(0)` and that
 * was closed again can be handed out once more, to a child's own `PORT=0` server or to any outgoing connection
 * (the suite holds many to PostgreSQL, and the two dialects' runs go at once) before a sandbox binds it; the
 * sandbox's EADDRINUSE then ends the child, and its first request meets ECONNRESET. Ports the OS never hands out on
 * its own cannot be taken that way.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const bound = await new Promise<boolean>((done) => {
      server.once("error", () => done(false));
      server.listen(candidate, "127.0.0.1", () => done(true));
    });
    if (!bound) continue;
    await new Promise<void>((done) => server.close(() => done()));
    return candidate;
  }
  throw new Error("no free port below the ephemeral range after 50 tries");
}
