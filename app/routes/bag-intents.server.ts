import type { BagAction, BagIntent } from "../../core/cart/bag-action-form.ts";
import type { BagAnswer } from "../../core/cart/bag-answer.ts";
import type { BagPageAnswer } from "../../core/cart/bag-page-answer.ts";
import {
  answerGifting,
  applyPromotion,
  moveToSavedItems,
  removeLine,
  removePromotion,
  type Shopper,
  updateQuantity,
} from "./bag.server.ts";
import { addBundle, addProduct } from "./bag-add.server.ts";
import { addGiftCard } from "./bag-gift-card.server.ts";

// One handler per intent of the bag's one action (Hydrogen's cart route shape): the map is the closed set, so
// a new intent in core/cart/bag-action-form.ts does not compile until it has its handler here. Each handler
// is a small function beside its kind (adding in bag-add.server.ts, the page's changes in bag.server.ts, gifting
// in bag-gifting.server.ts). The answer says which kind it is, because the two are replied to differently:
// an add's confirmation goes back to the page it came from, a bag page change to the bag.

export type BagOutcome = { kind: "add"; answer: BagAnswer } | { kind: "bagPage"; answer: BagPageAnswer };

type Handler<I extends BagIntent> = (
  shopper: Shopper,
  input: Extract<BagAction, { intent: I }>,
) => Promise<BagOutcome>;

const added = (answer: BagAnswer): BagOutcome => ({ kind: "add", answer });
const changed = (answer: BagPageAnswer): BagOutcome => ({ kind: "bagPage", answer });

const HANDLERS: { [I in BagIntent]: Handler<I> } = {
  add: async (shopper, input) => added(await addProduct(shopper, input)),
  "add-bundle": async (shopper, input) => added(await addBundle(shopper, input)),
  "add-gift-card": async (shopper, input) => added(await addGiftCard(shopper, input)),
  "update-quantity": async (shopper, input) => changed(await updateQuantity(shopper, input)),
  remove: async (shopper, input) => changed(await removeLine(shopper, input)),
  "move-to-saved": async (shopper, input) => changed(await moveToSavedItems(shopper, input)),
  "apply-promotion": async (shopper, input) => changed(await applyPromotion(shopper, input)),
  "remove-promotion": async (shopper, input) => changed(await removePromotion(shopper, input)),
  "gift-box-add": async (shopper, input) => changed(await answerGifting(shopper, input)),
  "gift-box-remove": async (shopper, input) => changed(await answerGifting(shopper, input)),
  "gift-message": async (shopper, input) => changed(await answerGifting(shopper, input)),
};

/** The one handler of the posted intent. */
export function handleBagIntent(shopper: Shopper, input: BagAction): Promise<BagOutcome> {
  // The map's type pairs each intent with its own input; TypeScript cannot follow that through a lookup.
  const handler = HANDLERS[input.intent] as Handler<BagIntent>;
  return handler(shopper, input as never);
}
