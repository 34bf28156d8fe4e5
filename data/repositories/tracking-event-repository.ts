import type { StoredTrackingEvent, TrackingEventRepository } from "../../core/tracking/collect-batch.ts";
import type { Db } from "../db.ts";

export function createTrackingEventRepository(db: Db): TrackingEventRepository {
  return {
    async append(events: readonly StoredTrackingEvent[]) {
      if (events.length === 0) return;
      // One multi-row insert: a batch is stored whole or not at all.
      await db
        .insertInto("trackingEvents")
        .values(
          events.map((event, index) => ({
            id: `${event.batchId}:${index}`,
            batchId: event.batchId,
            sessionId: event.sessionId,
            version: event.version,
            name: event.name,
            page: event.page,
            occurredAt: event.occurredAt,
            receivedAt: event.receivedAt,
            data: JSON.stringify(event.data),
          })),
        )
        .execute();
    },
    async deleteReceivedBefore(cutoff: Date) {
      await db.deleteFrom("trackingEvents").where("receivedAt", "<", cutoff.toISOString()).execute();
    },
  };
}
