import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy between the store and PostgreSQL that can fail the way networks and databases do (issue 12
 * point 1): `cut` drops every connection and refuses new ones (a restart, a failover, pg_terminate_backend
 * on all), `stall` stops forwarding in both directions and holds new connections unanswered (a network
 * partition: nothing is refused, nothing arrives), `restore` heals either, delivering what a stall held back.
 * `abandon` heals the network for new connections only: the stalled ones stay silent for good, as when a
 * partition outlived the connections' state in a firewall or NAT and no reset ever arrives.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  abandon(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
  /** Bytes held back while stalled, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
  /** Blackholed for good by `abandon`. */
  lost: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "open" | "down" | "stalled" = "open";
  const pairs = new Set<Pair>();

  const end = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const openUpstream = (pair: Pair) => {
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("data", (chunk) => {
      if (pair.lost) return;
      if (mode === "stalled") pair.toClient.push(chunk);
      else pair.client.write(chunk);
    });
    upstream.on("error", () => end(pair));
    upstream.on("close", () => end(pair));
    for (const chunk of pair.toUpstream.splice(0)) upstream.write(chunk);
  };

  const server = createServer((client) => {
    if (mode === "down") {
      client.destroy();
      return;
    }
    const pair: Pair = { client, upstream: null, toUpstream: [], toClient: [], lost: false };
    pairs.add(pair);
    client.on("data", (chunk) => {
      if (pair.lost) return;
      if (mode === "stalled" || !pair.upstream) pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on("error", () => end(pair));
    client.on("close", () => end(pair));
    if (mode === "open") openUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    port,
    cut() {
      mode = "down";
      for (const pair of [...pairs]) end(pair);
    },
    stall() {
      mode = "stalled";
    },
    restore() {
      mode = "open";
      for (const pair of pairs) {
        if (pair.lost) continue;
        if (!pair.upstream) openUpstream(pair);
        else for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    abandon() {
      for (const pair of pairs) pair.lost = true;
      mode = "open";
    },
    close() {
      for (const pair of [...pairs]) end(pair);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
