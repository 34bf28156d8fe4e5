// An attempt to place an order moves one way only (docs/decisions/024-place-order-workflow.md): it is written
// "offered" when a hosted card page is offered for it (the page authorises when the shopper presses Pay on it,
// docs/decisions/028-every-authorisation-ends.md), "authorising" before the acquirer is asked, "authorised" before
// the order is written, and ends "placed", "declined" or "voided". Recovery reads the unfinished ones.

export const ATTEMPT_STATUSES = [
  "offered",
  "authorising",
  "authorised",
  "placed",
  "declined",
  "voided",
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

const NEXT: Record<AttemptStatus, readonly AttemptStatus[]> = {
  // Claimed by the request that places it (or settles it without an order); declined once its page expired unpaid.
  offered: ["authorising", "declined"],
  authorising: ["authorised", "declined"],
  // Out of stock after authorising, or the write never happened (recovery): the authorisation is voided.
  authorised: ["placed", "voided"],
  placed: [],
  declined: [],
  voided: [],
};

export function canMove(from: AttemptStatus, to: AttemptStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states a caller waits on: another request is still working the attempt. */
export function isUnsettled(status: AttemptStatus): boolean {
  return status === "authorising" || status === "authorised";
}

/** Those a status may be moved to `to` from, for a conditional update. */
export function statusesBefore(to: AttemptStatus): AttemptStatus[] {
  return ATTEMPT_STATUSES.filter((from) => canMove(from, to));
}

/** A press of Pay's id as the checkout page makes it: 8 to 64 letters, digits, - or _. */
export const ATTEMPT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isAttemptId(value: string): boolean {
  return ATTEMPT_ID_PATTERN.test(value);
}

/** One attempt per cart and attempt id; the id is the checkout page's, so a double click repeats it. */
export function attemptKey(owner: { ownerGuid: string; version: string }, attemptId: string): string {
  return `order:${owner.ownerGuid}:${owner.version}:${attemptId}`;
}
