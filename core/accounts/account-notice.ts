// What the page after signing in or registering shows once: the guest's bag lines that joined
// the customer's bag. Nothing is shown when nothing was added.
export interface AccountNotice {
  kind: "signedIn";
  bagUnitsAdded: number;
}

/** The notice to keep for the next page, or null when there is nothing to tell. */
export function accountNoticeFor(bagUnitsAdded: number): AccountNotice | null {
  return bagUnitsAdded > 0 ? { kind: "signedIn", bagUnitsAdded } : null;
}
