import { changeEffects } from "./change-effects.ts";
import { createDispatchLines } from "./dispatch-lines.ts";
import { createExpiringAuthorisations } from "./expiring-authorisations.ts";
import type { OrderLifeRepository, PaymentSettlement } from "./order-life-types.ts";
import { type ChangeDeps, createChangeRunner } from "./run-change.ts";
import { createUndoLines } from "./undo-lines.ts";

// The retailer's side of an order after it is placed (docs/decisions/056-an-orders-life.md): dispatch, cancel and
// refund its lines, each once per key, with the money it moves bounded by what was authorised.

export interface OrderLifeDeps extends Pick<ChangeDeps, "sleep" | "settleWaitMs" | "pollMs"> {
  repository: OrderLifeRepository;
  payments: PaymentSettlement;
  /** The shop's origin, for the links in the dispatch e-mail. */
  origin: string;
  now(): Date;
  /** Units back on stock: the catalogue's change event, which reaches the search index and the page cache. */
  stockReturned(productCodes: string[]): Promise<void>;
}

export function createOrderLife(deps: OrderLifeDeps) {
  const changes = createChangeRunner({ ...deps, effects: changeEffects(deps) });
  return {
    dispatchLines: createDispatchLines(changes),
    cancelLines: createUndoLines(changes, "cancel"),
    refundLines: createUndoLines(changes, "refund"),
    /** The recovery pass of server/jobs/order-life-recovery.ts. */
    recoverPendingChanges: changes.recover,
    expiringAuthorisations: createExpiringAuthorisations(deps),
  };
}

export type OrderLife = ReturnType<typeof createOrderLife>;
