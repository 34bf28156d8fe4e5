import { describe, expect, it } from "vitest";
import {
  hashStaffSessionId,
  isStaffSessionLive,
  newStaffSessionId,
  STAFF_ABSOLUTE_MS,
  STAFF_IDLE_MS,
  STAFF_SESSION_ID,
  staffSessionEndsAt,
} from "./staff-sessions.ts";

const start = Date.UTC(2026, 10, 29, 9, 0, 0);
const at = (ms: number) => new Date(start + ms).toISOString();

describe("staff sessions", () => {
  it("ends after 15 minutes without a request", () => {
    const session = { createdAt: at(0), lastActiveAt: at(0) };
    expect(isStaffSessionLive(session, new Date(start + STAFF_IDLE_MS - 1))).toBe(true);
    expect(isStaffSessionLive(session, new Date(start + STAFF_IDLE_MS))).toBe(false);
  });

  it("ends 8 hours after sign-in however active", () => {
    const session = { createdAt: at(0), lastActiveAt: at(STAFF_ABSOLUTE_MS - 60_000) };
    expect(isStaffSessionLive(session, new Date(start + STAFF_ABSOLUTE_MS - 1))).toBe(true);
    expect(isStaffSessionLive(session, new Date(start + STAFF_ABSOLUTE_MS))).toBe(false);
    expect(staffSessionEndsAt(session).getTime()).toBe(start + STAFF_ABSOLUTE_MS);
  });

  it("stores only a hash of a random id", () => {
    const id = newStaffSessionId();
    expect(id).toMatch(STAFF_SESSION_ID);
    expect(hashStaffSessionId(id)).not.toContain(id);
    expect(hashStaffSessionId(id)).toBe(hashStaffSessionId(id));
    expect(newStaffSessionId()).not.toBe(id);
  });
});
