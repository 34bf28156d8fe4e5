import type { Json, Timestamp } from "./column-types.ts";

interface TrackingEventTable {
  /** The batch's id and the event's place in it. */
  id: string;
  batchId: string;
  /** The browser's tracking session (never the shop's session id). */
  sessionId: string;
  /** The site version of the page the event happened on, when its path names one. */
  version: string | null;
  /** The event's name (core/tracking/tracking-events.ts). */
  name: string;
  page: string;
  occurredAt: Timestamp;
  receivedAt: Timestamp;
  /** The event as the schema parsed it. */
  data: Json;
}

// Kysely table types added by migration 0039; merged into Database in data/schema.ts.
export interface TrackingTables {
  trackingEvents: TrackingEventTable;
}
