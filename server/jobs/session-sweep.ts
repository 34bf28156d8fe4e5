import type { SessionRepository } from "../../core/session/session.ts";
import type { Logger } from "../logger.ts";
import { type RepeatedJob, repeat } from "./repeat.ts";

/** How often each instance deletes expired sessions, unless SESSION_SWEEP_INTERVAL_MS says otherwise. */
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions now and then every `intervalMs`. Every instance runs it: the
 * sweep is one `DELETE … WHERE expires_at < now`, which two instances can run at once without harm (the
 * second finds nothing left), so no lock or leader is needed. A failed sweep is logged and tried again at
 * the next interval; it never stops the process. Scheduled work moves to the durable job table when that
 * exists (ARCHITECTURE.md "Scheduled work"); see docs/operations.md "Sessions".
 */
export function startSessionSweep(options: {
  sessions: Pick<SessionRepository, "deleteExpired">;
  logger: Logger;
  intervalMs?: number;
}): RepeatedJob {
  return repeat(
    options.intervalMs ?? SESSION_SWEEP_INTERVAL_MS,
    async () => {
      const deleted = await options.sessions.deleteExpired(new Date());
      if (deleted > 0) options.logger.info({ deleted }, "expired sessions deleted");
    },
    (error) => options.logger.warn({ err: error }, "session sweep failed; trying again at the next interval"),
  );
}
