import { z } from "../validation/zod.ts";
import { type TrackingEvent, trackingEventSchema } from "./tracking-events.ts";

// What the browser sends to the first-party collector (POST /api/collect): its queued events in one batch, sent
// by navigator.sendBeacon as text/plain (a beacon cannot set another type without a CORS preflight) or by fetch as
// JSON. The limits keep one batch small enough for a beacon (browsers refuse beacons past 64 KB in flight).

/** Events one batch may carry; the browser flushes well before (app/lib/tracking/collector-queue.ts). */
export const MAX_EVENTS_PER_BATCH = 50;
/** Largest body the collector reads, in bytes: within a beacon's budget and the edge's API body limit. */
export const MAX_COLLECT_BODY_BYTES = 16 * 1024;

/** The browser's tracking session: a random id it keeps for the tab's session, only with consent. */
export const trackingSessionId = z.string().regex(/^[\w-]{8,64}$/);

export const collectedEventSchema = z.strictObject({
  /** When the event happened in the browser, in milliseconds since the epoch. */
  at: z.number().int().positive().max(8_640_000_000_000_000),
  /** The page it happened on (path and query, no origin). */
  page: z
    .string()
    .regex(/^\/[^\s]*$/)
    .max(500),
  data: trackingEventSchema,
});

export const collectBatchSchema = z.strictObject({
  sessionId: trackingSessionId,
  events: z.array(collectedEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});

export type CollectedEvent = z.infer<typeof collectedEventSchema>;
export type CollectBatch = z.infer<typeof collectBatchSchema>;

/** One event as the collector stores it. */
export interface StoredTrackingEvent {
  batchId: string;
  sessionId: string;
  version: string | null;
  name: TrackingEvent["event"];
  page: string;
  occurredAt: string;
  receivedAt: string;
  data: TrackingEvent;
}

/** Events are kept 13 months, so that a year can be compared with the one before, then deleted. */
export const TRACKING_EVENTS_KEPT_MS = 395 * 24 * 60 * 60 * 1000;

/** Appends a batch's events in one statement; the log is never updated, only appended to and aged out. */
export interface TrackingEventRepository {
  append(events: readonly StoredTrackingEvent[]): Promise<void>;
  /** Deletes the events received before `cutoff`. */
  deleteReceivedBefore(cutoff: Date): Promise<void>;
}
