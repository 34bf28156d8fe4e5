import { DomainError } from "../errors/domain-error.ts";
import { NO_STEP_TRACER, type StepTracer } from "../observability/step-tracer.ts";
import { runSteps } from "../workflow/run-steps.ts";
import { createSettlement, type SettlementDeps } from "./attempt-settlement.ts";
import { attemptKey, isAttemptId } from "./attempt-states.ts";
import { createCardOffers } from "./card-offers.ts";
import { ORDER_MESSAGES } from "./order-draft.ts";
import type { PlaceOrderResult } from "./order-types.ts";
import { createRecovery } from "./recover-attempts.ts";
import { authorise } from "./steps/authorise.ts";
import { findAttempt } from "./steps/find-attempt.ts";
import { finishCart } from "./steps/finish-cart.ts";
import { issueGiftCards } from "./steps/issue-gift-cards.ts";
import type { PlacementDeps, PlacementStep, PlaceOrderInput } from "./steps/placement.ts";
import { priceAndCheck } from "./steps/price-and-check.ts";
import { startAttempt } from "./steps/start-attempt.ts";
import { writeOrder } from "./steps/write-order.ts";

// Placing an order (docs/decisions/024-place-order-workflow.md and 028-every-authorisation-ends.md), Medusa's
// complete-cart workflow made to survive a crash between any two steps. Each step is a file of core/orders/steps/
// with its compensation beside it, run by core/workflow/run-steps.ts; recovery after a crash is
// core/orders/recover-attempts.ts; a hosted card page's attempt is recorded by core/orders/card-offers.ts.

export type { CardOffer } from "./card-offers.ts";
export type { PlaceOrderInput } from "./steps/placement.ts";

export interface OrderWorkflowDeps
  extends PlacementDeps,
    Pick<SettlementDeps, "voidAuthorisation" | "reauthorise"> {
  giftCards: PlacementDeps["giftCards"] & SettlementDeps["giftCards"];
  sleep?(ms: number): Promise<void>;
  /** How long a repeated request waits for the first one to settle (default 15 s). */
  settleWaitMs?: number;
  pollMs?: number;
  /** Reports each step as it runs (server/telemetry/workflow-step-tracer.ts); none by default. */
  steps?: StepTracer;
}

export function createOrderWorkflow(deps: OrderWorkflowDeps) {
  const tracer = deps.steps ?? NO_STEP_TRACER;
  const settlement = createSettlement({
    ...deps,
    sleep: deps.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms))),
    settleWaitMs: deps.settleWaitMs ?? 15_000,
    pollMs: deps.pollMs ?? 50,
    tracer,
  });
  const steps: PlacementStep[] = [
    findAttempt(deps, settlement),
    priceAndCheck(deps, settlement),
    startAttempt(deps, settlement),
    authorise(deps, settlement),
    issueGiftCards(deps),
    writeOrder(deps, settlement),
    finishCart(deps, settlement),
  ];

  async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const { owner } = input;
    if (!isAttemptId(input.attemptId))
      throw new DomainError("invalid", ORDER_MESSAGES.attemptId, { attemptId: ORDER_MESSAGES.attemptId });
    if (!owner.ownerGuid) throw new DomainError("notFound", ORDER_MESSAGES.emptyBag);
    const key = attemptKey({ ownerGuid: owner.ownerGuid, version: owner.version }, input.attemptId);
    return runSteps(
      steps,
      { input, key, known: null, priced: null, authorised: null, giftCards: null, written: null },
      tracer,
    );
  }

  return {
    placeOrder,
    ...createCardOffers(deps, settlement),
    recoverPendingAttempts: createRecovery(deps, settlement),
  };
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>;
