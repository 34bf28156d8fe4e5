import type { CheckoutSection, SectionStatus } from "./checkout-types.ts";

// spec 001 §3 sectionControl: a section opens when every one before it is done; a done section
// shows its summary and an Edit action; Edit reopens it without undoing the ones after (they show as done again
// once it is saved, unless the change made them incomplete).

interface SectionFacts {
  deliveryType: boolean;
  deliveryDetails: boolean;
  billing: boolean;
}

/** Each section's status; `editing` is the section whose Edit the shopper chose, if it can be opened. */
export function sectionStatuses(
  done: SectionFacts,
  editing: CheckoutSection | null,
): Record<CheckoutSection, SectionStatus> {
  const order: CheckoutSection[] = ["deliveryType", "deliveryDetails", "billing", "payment"];
  const isDone = (section: CheckoutSection) => section !== "payment" && done[section];
  const firstOpen = order.find((section) => !isDone(section)) ?? "payment";
  const reachable = (section: CheckoutSection) =>
    order.slice(0, order.indexOf(section)).every((before) => isDone(before));
  const open = editing && editing !== "payment" && reachable(editing) ? editing : firstOpen;
  const statuses = {} as Record<CheckoutSection, SectionStatus>;
  let blocked = false;
  for (const section of order) {
    if (section === open) statuses[section] = "open";
    else statuses[section] = blocked || !isDone(section) ? "locked" : "done";
    // A section being edited keeps the later ones' summaries; an unfinished one locks everything after it.
    if (!isDone(section)) blocked = true;
  }
  return statuses;
}
