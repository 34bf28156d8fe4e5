import { isVersion } from "../site/versions.ts";
import {
  type CollectBatch,
  type StoredTrackingEvent,
  TRACKING_EVENTS_KEPT_MS,
  type TrackingEventRepository,
} from "./collect-batch.ts";

interface EventCollectorDeps {
  repository: TrackingEventRepository;
  now: () => Date;
  newId: () => string;
}

/**
 * The first-party collector (spec 002 §7; docs/decisions/047-tracking-and-consent.md): stores a parsed batch as one
 * append. Consent and the request's origin are checked before this is reached (server/api/collect/routes.ts).
 */
export function createEventCollector(deps: EventCollectorDeps) {
  return {
    async collect(batch: CollectBatch): Promise<{ batchId: string; stored: number }> {
      const batchId = deps.newId();
      const receivedAt = deps.now().toISOString();
      const events: StoredTrackingEvent[] = batch.events.map((event) => {
        const first = event.page.split(/[/?#]/)[1];
        return {
          batchId,
          sessionId: batch.sessionId,
          version: isVersion(first) ? first : null,
          name: event.data.event,
          page: event.page,
          occurredAt: new Date(event.at).toISOString(),
          receivedAt,
          data: event.data,
        };
      });
      await deps.repository.append(events);
      return { batchId, stored: events.length };
    },

    /** The hourly sweep's part: events older than TRACKING_EVENTS_KEPT_MS go. */
    sweep(now: Date): Promise<void> {
      return deps.repository.deleteReceivedBefore(new Date(now.getTime() - TRACKING_EVENTS_KEPT_MS));
    },
  };
}

export type EventCollector = ReturnType<typeof createEventCollector>;
