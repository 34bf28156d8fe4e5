import type { RecurringJob } from "../../core/jobs/job-ports.ts";
import type { SessionRepository } from "../../core/session/session.ts";
import type { Logger } from "../logger.ts";

/** How often the expired sessions are deleted, unless SESSION_SWEEP_INTERVAL_MS says otherwise. */
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions every `everyMs` (with main.ts's `deleteExpiredData`, everything else that expires too),
 * as a recurring job of the job table: one instance runs each tick. The sweep is one
 * `DELETE … WHERE expires_at < now`, harmless even if it ever ran twice. A failed sweep is logged by the runner and
 * tried again with backoff; see docs/operations.md "Sessions" and "Background jobs".
 */
export function sessionSweepJob(options: {
  sessions: Pick<SessionRepository, "deleteExpired">;
  logger: Logger;
  everyMs?: number;
}): RecurringJob {
  return {
    name: "session-sweep",
    everyMs: options.everyMs ?? SESSION_SWEEP_INTERVAL_MS,
    async run(_payload, { now }) {
      const deleted = await options.sessions.deleteExpired(now);
      if (deleted > 0) options.logger.info({ deleted }, "expired sessions deleted");
    },
  };
}
