import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { CatalogueChanged, CatalogueChangeListener } from "../../core/catalogue/catalogue-changed.ts";
import { z } from "../../core/validation/zod.ts";
import type { Db } from "../db.ts";

/** The channel every instance on one database LISTENs to. */
const CATALOGUE_CHANNEL = "catalogue_changed";
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: long lists go in several messages.
const MAX_PAYLOAD = 7000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

const message = z.object({ from: z.string(), codes: z.array(z.string()) });

interface PostgresCatalogueChangedOptions {
  db: Db;
  /** The database's URL, for the connection that LISTENs (a pooled one could not). */
  url: string;
  /** Told about a lost or refused LISTEN connection; the notifier reconnects by itself. */
  onError?: (error: unknown) => void;
  /** How the LISTEN connection names itself in pg_stat_activity. */
  applicationName?: string;
}

/**
 * CatalogueChanged over PostgreSQL LISTEN/NOTIFY: `publish` sends the changed codes with this
 * instance's id and tells its own listeners directly; one dedicated connection LISTENs and hands
 * other instances' changes to them. A lost connection is reopened with backoff, never thrown, and
 * listeners are told changes may have been missed while it was down.
 */
export function createPostgresCatalogueChanged(options: PostgresCatalogueChangedOptions): CatalogueChanged {
  const self = randomUUID();
  const listeners: CatalogueChangeListener[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let connectedBefore = false;

  const report = (error: unknown) => options.onError?.(error);
  const each = (work: (listener: CatalogueChangeListener) => Promise<void> | void) => {
    for (const listener of listeners) Promise.resolve(work(listener)).catch(report);
  };

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName ?? "storefront catalogue listener",
    });
    let failed = false;
    const lost = (error?: unknown) => {
      if (failed) return;
      failed = true;
      if (error) report(error);
      if (client === next) client = null;
      next.end().catch(() => {});
      reconnectLater();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (note) => {
      if (note.channel !== CATALOGUE_CHANNEL || !note.payload) return;
      let parsed: z.infer<typeof message>;
      try {
        parsed = message.parse(JSON.parse(note.payload));
      } catch (error) {
        report(error);
        return;
      }
      if (parsed.from === self || parsed.codes.length === 0) return;
      each((listener) => listener.changed(parsed.codes, "elsewhere"));
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    // Whatever was published while no connection listened is lost: re-read everything.
    if (connectedBefore) each((listener) => listener.missed());
    connectedBefore = true;
  };
  void connect();

  return {
    async publish(productCodes) {
      const codes = [...new Set(productCodes)];
      if (codes.length === 0) return;
      for (const chunk of chunks(codes, self))
        await sql`select pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify({ from: self, codes: chunk })})`.execute(
          options.db,
        );
      for (const listener of listeners) await listener.changed(codes, "here");
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/** The codes split into lists whose messages stay under PostgreSQL's payload limit. */
function chunks(codes: readonly string[], from: string): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = JSON.stringify({ from, codes: [] }).length;
  for (const code of codes) {
    const added = JSON.stringify(code).length + 1;
    if (current.length > 0 && size + added > MAX_PAYLOAD) {
      out.push(current);
      current = [];
      size = JSON.stringify({ from, codes: [] }).length;
    }
    current.push(code);
    size += added;
  }
  if (current.length > 0) out.push(current);
  return out;
}
