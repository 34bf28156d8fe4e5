import { type Refusable, refuse } from "../errors/refusal.ts";
import { type LineState, unitsPlaced, unitsRefundable } from "./order-status.ts";

// What may happen to an order's units (docs/decisions/056-an-orders-life.md): placed units are dispatched or
// cancelled, dispatched units are refunded once returned; nothing else. A change names lines and how many units of
// each; it is taken whole or refused whole, with the reason, before any money moves.

export const CHANGE_KINDS = ["dispatch", "cancel", "refund"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface RequestedLine {
  entryNumber: number;
  quantity: number;
}

/** A line as the rules need it: its units' states, and whether it is a gift card bought (no stock, its card issued). */
export interface ChangeableLine extends LineState {
  giftCard: boolean;
}

export const CHANGE_MESSAGES = {
  noLines: "Choose at least one line.",
  repeatedLine: (entry: number) => `Line ${entry} is named more than once.`,
  unknownLine: (entry: number) => `The order has no line ${entry}.`,
  notEnough: (entry: number, kind: ChangeKind, left: number) =>
    left === 0
      ? `Line ${entry} has nothing left to ${kind}.`
      : `Line ${entry} has only ${left} ${left === 1 ? "unit" : "units"} left to ${kind}.`,
  giftCardLine: (entry: number) =>
    `Line ${entry} is a gift card bought: its card is already issued, so it is not cancelled or refunded here.`,
  keyReused: "This request key was already used for another change of this order.",
} as const;

/** How many units of the line `kind` may still take. */
function unitsOpenTo(kind: ChangeKind, line: LineState): number {
  return kind === "refund" ? unitsRefundable(line) : unitsPlaced(line);
}

/** The line after `kind` took `quantity` of its units. */
export function applyChange(kind: ChangeKind, line: LineState, quantity: number): LineState {
  if (kind === "dispatch") return { ...line, dispatched: line.dispatched + quantity };
  if (kind === "cancel") return { ...line, cancelled: line.cancelled + quantity };
  return { ...line, refunded: line.refunded + quantity };
}

/** Checks a requested change against the lines as they are now; answers the lines as they would be after it. */
export function checkChange(
  kind: ChangeKind,
  lines: readonly ChangeableLine[],
  requested: readonly RequestedLine[],
): Refusable<{ lines: ChangeableLine[] }> {
  if (requested.length === 0) return refuse("invalid", CHANGE_MESSAGES.noLines);
  const seen = new Set<number>();
  const byEntry = new Map(lines.map((line) => [line.entryNumber, line]));
  const next = new Map(byEntry);
  for (const { entryNumber, quantity } of requested) {
    if (seen.has(entryNumber)) return refuse("invalid", CHANGE_MESSAGES.repeatedLine(entryNumber));
    seen.add(entryNumber);
    const line = byEntry.get(entryNumber);
    if (!line) return refuse("invalid", CHANGE_MESSAGES.unknownLine(entryNumber));
    if (line.giftCard && kind !== "dispatch")
      return refuse("conflict", CHANGE_MESSAGES.giftCardLine(entryNumber));
    const open = unitsOpenTo(kind, line);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > open)
      return refuse("conflict", CHANGE_MESSAGES.notEnough(entryNumber, kind, open));
    next.set(entryNumber, { ...applyChange(kind, line, quantity), giftCard: line.giftCard });
  }
  return { ok: true, lines: lines.map((line) => next.get(line.entryNumber) ?? line) };
}
