import type { CollectedEvent } from "../../../core/tracking/collect-batch.ts";
import type { TrackingEvent } from "../../../core/tracking/tracking-events.ts";

// The browser's side of the first-party collector (docs/decisions/047-tracking-and-consent.md). Nothing is queued,
// stored or sent until the page says the shopper consented (setCollectorConsent, from the server's reading of the
// consent cookie). Then events are checked against the schema (loaded only for consenting shoppers, off the first
// load), queued, and sent by navigator.sendBeacon as text/plain: every few seconds, at once for a click, and when
// the page is hidden or left.

export const COLLECT_PATH = "/api/collect";
/** How often a non-empty queue is sent while the page is open. */
export const FLUSH_INTERVAL_MS = 5000;
/** Below the collector's limit of 50 a batch (core/tracking/collect-batch.ts MAX_EVENTS_PER_BATCH). */
const FLUSH_AT_EVENTS = 40;
const SESSION_KEY = "twc:tracking-session";

type Validator = (event: CollectedEvent) => boolean;

let consented = false;
let validate: Validator | null = null;
/** Events waiting for the schema to load; checked as soon as it has. */
let unchecked: CollectedEvent[] = [];
let queue: CollectedEvent[] = [];
let timer: ReturnType<typeof setInterval> | null = null;
/** Without consent the session id lives only in this page's memory: nothing is stored on the device. */
let pageSessionId: string | null = null;

function newSessionId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** The tracking session: kept for the tab's session with consent, for this page only without. */
export function trackingSessionId(): string {
  if (consented) {
    try {
      const stored = window.sessionStorage.getItem(SESSION_KEY);
      if (stored) return stored;
      const id = pageSessionId ?? newSessionId();
      window.sessionStorage.setItem(SESSION_KEY, id);
      pageSessionId = id;
      return id;
    } catch {
      // Storage refused: the page's own id still ties this page's events together.
    }
  }
  pageSessionId ??= newSessionId();
  return pageSessionId;
}

function loadValidator(): void {
  if (validate) return;
  import("../../../core/tracking/collect-batch.ts")
    .then(({ collectedEventSchema }) => {
      validate = (event) => {
        const checked = collectedEventSchema.safeParse(event);
        // A page built an event the schema refuses: it is dropped here rather than spoil the whole batch.
        if (!checked.success) console.warn("tracking event refused", event.data.event, checked.error.issues);
        return checked.success;
      };
      const waiting = unchecked;
      unchecked = [];
      for (const event of waiting) accept(event);
    })
    .catch(() => {
      // The chunk failed to load (offline, a new deploy): the events are left for the server to check.
      validate = () => true;
    });
}

function accept(event: CollectedEvent): void {
  if (!consented) return;
  if (validate && !validate(event)) return;
  if (!validate) {
    unchecked.push(event);
    return;
  }
  queue.push(event);
  if (event.data.event === "Merchandising" && event.data.action === "click") flushCollector();
  else if (queue.length >= FLUSH_AT_EVENTS) flushCollector();
}

/** Queues an event for the collector when the shopper has consented; otherwise does nothing at all. */
export function enqueueForCollector(data: TrackingEvent): void {
  if (!consented) return;
  accept({
    at: Date.now(),
    page: `${window.location.pathname}${window.location.search}`.slice(0, 500),
    data,
  });
}

/** Sends the queue in one beacon (text/plain: a beacon of another type would need a CORS preflight). */
export function flushCollector(): void {
  if (!consented) return;
  // The page is going and the schema has not loaded yet: what waits for it goes unchecked, the server checks it.
  if (!validate && unchecked.length > 0) queue.push(...unchecked.splice(0));
  if (queue.length === 0) return;
  const events = queue.splice(0, 50);
  const body = JSON.stringify({ sessionId: trackingSessionId(), events });
  const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(COLLECT_PATH, body);
  if (!sent) {
    // No beacon (or the browser's beacon budget is spent): a keepalive fetch outlives the page the same way.
    fetch(COLLECT_PATH, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "same-origin",
      headers: { "content-type": "text/plain;charset=UTF-8" },
    }).catch(() => undefined);
  }
  if (queue.length > 0) flushCollector();
}

function onHidden(): void {
  if (document.visibilityState === "hidden") flushCollector();
}

/**
 * The shopper's consent as the server read it. Granting starts the queue; declining (or never answering) stops
 * it, drops what was queued and forgets the stored session id.
 */
export function setCollectorConsent(granted: boolean): void {
  if (typeof window === "undefined" || granted === consented) return;
  consented = granted;
  if (granted) {
    // The session starts with the consent, so that every event sent after it carries the same id.
    trackingSessionId();
    loadValidator();
    timer = setInterval(flushCollector, FLUSH_INTERVAL_MS);
    window.addEventListener("pagehide", flushCollector);
    document.addEventListener("visibilitychange", onHidden);
    return;
  }
  queue = [];
  unchecked = [];
  if (timer) clearInterval(timer);
  timer = null;
  window.removeEventListener("pagehide", flushCollector);
  document.removeEventListener("visibilitychange", onHidden);
  try {
    window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
}
