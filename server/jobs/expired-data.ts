import { DONE_JOBS_KEPT_MS } from "../../core/jobs/job-rules.ts";
import { SENT_MAIL_KEPT_MS } from "../../core/mail/mail-types.ts";
import type { Services } from "../services.ts";

/**
 * Everything the hourly sweep deletes (docs/operations.md "Sessions" and "E-mail and links"): expired sessions, expired
 * OAuth tokens and families (docs/decisions/019-oauth-tokens.md), spent reset and sign-in links, registrations
 * used or expired a day ago (with their details), mail sent more than SENT_MAIL_KEPT_MS ago, and one-off jobs done
 * more than DONE_JOBS_KEPT_MS ago, ended staff sessions, and analytics events older than 13 months. Each is one conditional DELETE, harmless when two instances run it at once.
 * Answers how many sessions went, which is what the sweep logs.
 */
export function deleteExpiredData(
  services: Pick<
    Services,
    "sessions" | "oauth" | "passwords" | "registrations" | "outbox" | "jobs" | "eventCollector" | "staff"
  >,
) {
  return async (now: Date): Promise<number> => {
    const [sessions] = await Promise.all([
      services.sessions.deleteExpired(now),
      services.oauth.sweep(),
      services.passwords.sweep(now),
      services.registrations.sweep(now),
      services.outbox.deleteSentBefore(new Date(now.getTime() - SENT_MAIL_KEPT_MS)),
      services.jobs.deleteDoneBefore(new Date(now.getTime() - DONE_JOBS_KEPT_MS)),
      // Analytics events after 13 months (docs/decisions/047-tracking-and-consent.md).
      services.eventCollector.sweep(now),
      // Back-office sessions past their idle time or lifetime (docs/decisions/057-staff-access.md).
      services.staff.sweep(now),
    ]);
    return sessions;
  };
}
