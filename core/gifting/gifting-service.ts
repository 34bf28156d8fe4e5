import { DomainError } from "../errors/domain-error.ts";
import {
  type BoxRefusal,
  boxRefusal,
  isFlatPack,
  isGiftWrapDisabled,
  isLineOutOfStock,
  isPersonalMessageValid,
  numberGiftBoxes,
} from "./gift-box-rules.ts";
import { checkGiftMessage } from "./gift-message-rules.ts";
import { GIFTING_MESSAGES, giftMessageRefusalText } from "./gifting-messages.ts";
import type { GiftingLineRow, GiftingRepository } from "./gifting-ports.ts";
import type { GiftBox, GiftBoxType, GiftingState } from "./gifting-types.ts";

/** The caller's cart, found from the session by the caller: the service never takes a cart from the request. */
export interface GiftingCart {
  id: number;
  currency: string;
}

interface AddGiftBoxInput {
  giftBoxType: GiftBoxType;
  entryNumbers: readonly number[];
  personalMessage?: string;
}

/** A box as the pricing function's charge (core/pricing PricingCharge): its product code and price. */
interface GiftCharge {
  code: GiftBoxType;
  amount: number;
}

const REFUSAL_TEXT: Record<BoxRefusal, string> = {
  notWrappable: GIFTING_MESSAGES.notWrappable,
  outOfStock: GIFTING_MESSAGES.outOfStock,
  alreadyInBox: GIFTING_MESSAGES.alreadyInBox,
};

function boxNotFound(): DomainError {
  return new DomainError("notFound", GIFTING_MESSAGES.boxNotFound, {
    giftBoxNo: GIFTING_MESSAGES.boxNotFound,
  });
}

function invalid(field: string, message: string): DomainError {
  return new DomainError("invalid", message, { [field]: message });
}

/** A message as kept, or an `invalid` refusal with the spec 001 §5 wording under `field`. */
function acceptedMessage(raw: string, field: string): string {
  const check = checkGiftMessage(raw);
  if (!check.valid) throw invalid(field, giftMessageRefusalText(check.reason));
  return check.message;
}

/**
 * Gift boxes and gift messages of a bag (spec 001 §3 "Gifting", §4, §5). Box numbers are worked out at every
 * read from the order the boxes were made, so a removal renumbers the rest and a box whose lines all left the
 * bag is gone without anyone deleting it.
 */
export function createGiftingService(repository: GiftingRepository, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function read(cart: GiftingCart) {
    const [lines, stored, orderMessage, prices] = await Promise.all([
      repository.lines(cart.id),
      repository.boxes(cart.id),
      repository.orderMessage(cart.id),
      repository.boxPrices(cart.currency),
    ]);
    const byEntry = new Map(lines.map((line) => [line.entryNumber, line]));
    const boxes: GiftBox[] = numberGiftBoxes(
      stored.map((box) => ({ ...box, entryNumbers: box.entryNumbers.filter((n) => byEntry.has(n)) })),
    ).map((box) => {
      const boxLines = box.entryNumbers.flatMap((n) => byEntry.get(n) ?? []);
      return {
        id: box.id,
        giftBoxNo: box.giftBoxNo,
        giftBoxType: box.boxType,
        flatPack: isFlatPack(boxLines),
        personalMessage: box.personalMessage,
        personalMessageValid: isPersonalMessageValid(box.personalMessage, boxLines),
        productCodes: boxLines.map((line) => line.variantCode),
        entryNumbers: boxLines.map((line) => line.entryNumber),
        price: prices[box.boxType] ?? 0,
      };
    });
    return { lines, boxes, orderMessage, prices };
  }

  function stateOf({ lines, boxes, orderMessage }: Awaited<ReturnType<typeof read>>): GiftingState {
    return {
      boxes,
      orderLevelGiftMessage: orderMessage ?? "",
      giftWrapDisabledProducts: lines.filter(isGiftWrapDisabled).map((line) => line.variantCode),
      freeGiftMessageDisabledProducts: lines
        .filter((line) => line.giftMessageDisabled)
        .map((line) => line.variantCode),
      giftWrappable: lines.some((line) => !isGiftWrapDisabled(line) && !isLineOutOfStock(line)),
    };
  }

  function boxNumbered(boxes: readonly GiftBox[], giftBoxNo: number): GiftBox {
    const box = boxes.find((b) => b.giftBoxNo === giftBoxNo);
    if (!box) throw boxNotFound();
    return box;
  }

  return {
    async state(cart: GiftingCart): Promise<GiftingState> {
      return stateOf(await read(cart));
    },

    /** spec 001 §4 "add": the chosen lines in a new box, numbered after the others. */
    async addBox(cart: GiftingCart, input: AddGiftBoxInput): Promise<GiftingState> {
      const entryNumbers = [...new Set(input.entryNumbers)];
      if (entryNumbers.length === 0) throw invalid("entryNumbers", GIFTING_MESSAGES.noItems);
      const { lines, boxes, prices } = await read(cart);
      if (prices[input.giftBoxType] === undefined)
        throw invalid("giftBoxType", GIFTING_MESSAGES.boxUnavailable);
      const byEntry = new Map(lines.map((line) => [line.entryNumber, line]));
      const boxed = new Set(boxes.flatMap((box) => box.entryNumbers));
      const chosen: GiftingLineRow[] = [];
      for (const entryNumber of entryNumbers) {
        const line = byEntry.get(entryNumber);
        if (!line)
          throw new DomainError("notFound", GIFTING_MESSAGES.entryNotFound, {
            entryNumbers: GIFTING_MESSAGES.entryNotFound,
          });
        const refusal = boxRefusal(line, boxed);
        if (refusal) throw invalid("entryNumbers", REFUSAL_TEXT[refusal]);
        chosen.push(line);
      }
      const personalMessage = acceptedMessage(input.personalMessage ?? "", "personalMessage");
      if (personalMessage !== "" && chosen.some((line) => line.giftMessageDisabled))
        throw invalid("personalMessage", GIFTING_MESSAGES.messageDisabled);
      const added = await repository.addBox({
        cartId: cart.id,
        boxType: input.giftBoxType,
        personalMessage,
        entryIds: chosen.map((line) => line.entryId),
        now: now(),
      });
      if (!added.added) throw invalid("entryNumbers", GIFTING_MESSAGES.alreadyInBox);
      return stateOf(await read(cart));
    },

    /** spec 001 §4 "remove": the boxes after it are numbered from 1 again. */
    async removeBox(cart: GiftingCart, giftBoxNo: number): Promise<GiftingState> {
      const box = boxNumbered((await read(cart)).boxes, giftBoxNo);
      if (!(await repository.removeBox(cart.id, box.id, now()))) throw boxNotFound();
      return stateOf(await read(cart));
    },

    /** spec 001 §4 "clear": every box goes; the order-level message stays. */
    async clear(cart: GiftingCart): Promise<GiftingState> {
      await repository.clearBoxes(cart.id, now());
      return stateOf(await read(cart));
    },

    /** A box's personal message; an empty one removes it. */
    async setBoxMessage(cart: GiftingCart, giftBoxNo: number, message: string): Promise<GiftingState> {
      const personalMessage = acceptedMessage(message, "message");
      const { lines, boxes } = await read(cart);
      const box = boxNumbered(boxes, giftBoxNo);
      const disabled = lines.some(
        (line) => line.giftMessageDisabled && box.entryNumbers.includes(line.entryNumber),
      );
      if (personalMessage !== "" && disabled) throw invalid("message", GIFTING_MESSAGES.messageDisabled);
      if (!(await repository.setBoxMessage(cart.id, box.id, personalMessage, now()))) throw boxNotFound();
      return stateOf(await read(cart));
    },

    /** The order-level gift message (spec 001 §3 orderLevelGiftMessage); an empty one removes it. */
    async setOrderMessage(cart: GiftingCart, message: string): Promise<GiftingState> {
      const orderMessage = acceptedMessage(message, "message");
      await repository.setOrderMessage(cart.id, orderMessage === "" ? null : orderMessage, now());
      return stateOf(await read(cart));
    },

    /** What each box type costs in a currency, in minor units (the bag's box type choice shows them). */
    boxPrices: (currency: string) => repository.boxPrices(currency),

    /** What the pricing function adds to the order: each box at its product's price in the cart's currency. */
    async charges(cart: GiftingCart): Promise<GiftCharge[]> {
      const { boxes } = await read(cart);
      return boxes.map((box) => ({ code: box.giftBoxType, amount: box.price }));
    },
  };
}

export type GiftingService = ReturnType<typeof createGiftingService>;
