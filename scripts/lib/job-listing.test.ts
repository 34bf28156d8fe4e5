import { describe, expect, it } from "vitest";
import type { JobListing } from "../../core/jobs/job-ports.ts";
import { describeJobs } from "./job-listing.ts";

const now = new Date("2026-11-28T12:00:00.000Z");
const job = (fields: Partial<JobListing>): JobListing => ({
  id: "id",
  name: "name",
  kind: "once",
  status: "scheduled",
  key: "key",
  runAt: "2026-11-28T12:00:02.000Z",
  everyMs: null,
  attempts: 0,
  maxAttempts: 8,
  lockedUntil: null,
  lastError: null,
  updatedAt: now.toISOString(),
  ...fields,
});

describe("npm run jobs", () => {
  it("prints recurring, scheduled and failed jobs, each failure with its last error and id", () => {
    const text = describeJobs(
      [
        job({ id: "r1", name: "mail-drain", kind: "recurring", key: "recurring:mail-drain", everyMs: 2000 }),
        job({
          id: "r2",
          name: "order-recovery",
          kind: "recurring",
          everyMs: 60_000,
          attempts: 2,
          lastError: "acquirer away",
          lockedUntil: "2026-11-28T12:05:00.000Z",
        }),
        job({ id: "o1", name: "gift-card-email", key: "card-1", runAt: "2026-12-24T08:00:00.000Z" }),
        job({ id: "f1", name: "gift-card-email", status: "failed", attempts: 8, lastError: "SMTP 550" }),
      ],
      now,
    ).join("\n");
    expect(text).toContain("Recurring (2)");
    expect(text).toMatch(/mail-drain\s+every 2 s\s+next 2026-11-28T12:00:02.000Z/);
    expect(text).toMatch(/order-recovery .* running {2}failing \(2 in a row\): acquirer away/);
    expect(text).toContain("Scheduled (1)\n  o1  gift-card-email  due 2026-12-24T08:00:00.000Z  key card-1");
    expect(text).toContain("Failed, left for an operator (1)");
    expect(text).toContain("f1  gift-card-email");
    expect(text).toContain("attempt 8/8\n    last error: SMTP 550");
    expect(text).toContain("npm run jobs -- retry <id>");
  });

  it("says nothing of retrying when nothing failed", () => {
    expect(describeJobs([], now).join("\n")).not.toContain("retry");
  });
});
