import { describe, expect, it } from "vitest";
import { isDomainError } from "../errors/domain-error.ts";
import type { GiftLine } from "./gift-box-rules.ts";
import { GIFTING_MESSAGES } from "./gifting-messages.ts";
import type { GiftingLineRow, GiftingRepository, StoredGiftBox } from "./gifting-ports.ts";
import { createGiftingService } from "./gifting-service.ts";

/** The repository in memory: one cart's lines and boxes, as the database would hold them. */
function memoryRepository(lines: GiftingLineRow[]) {
  const boxes: (StoredGiftBox & { entryIds: number[] })[] = [];
  let nextId = 1;
  let orderMessage: string | null = null;
  const repository: GiftingRepository = {
    lines: async () => lines,
    boxes: async () =>
      boxes.map(({ entryIds, ...box }) => ({
        ...box,
        entryNumbers: lines.filter((l) => entryIds.includes(l.entryId)).map((l) => l.entryNumber),
      })),
    orderMessage: async () => orderMessage,
    boxPrices: async (currency) => (currency === "GBP" ? { GIFTB: 500, GIFTWRAP: 400 } : { GIFTB: 800 }),
    async addBox({ boxType, personalMessage, entryIds, now }) {
      if (boxes.some((b) => b.entryIds.some((id) => entryIds.includes(id))))
        return { added: false, reason: "alreadyInBox" };
      const id = nextId++;
      boxes.push({ id, boxType, personalMessage, createdAt: now.toISOString(), entryNumbers: [], entryIds });
      return { added: true, id };
    },
    async removeBox(_cartId, boxId) {
      const index = boxes.findIndex((b) => b.id === boxId);
      if (index < 0) return false;
      boxes.splice(index, 1);
      return true;
    },
    async clearBoxes() {
      boxes.length = 0;
    },
    async setBoxMessage(_cartId, boxId, message) {
      const box = boxes.find((b) => b.id === boxId);
      if (box) box.personalMessage = message;
      return box !== undefined;
    },
    async setOrderMessage(_cartId, message) {
      orderMessage = message;
    },
  };
  return repository;
}

const line = (entryNumber: number, overrides: Partial<GiftLine> = {}): GiftingLineRow => ({
  entryId: 100 + entryNumber,
  entryNumber,
  variantCode: `V${entryNumber}`,
  productKind: "towel",
  categoryCode: "Towels",
  giftWrappable: true,
  giftMessageDisabled: false,
  stockLevel: 10,
  availability: "online",
  ...overrides,
});

let tick = 0;
const clock = () => new Date(Date.UTC(2026, 10, 26, 9, 0, tick++));
const cart = { id: 1, currency: "GBP" };

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return { kind: error.kind, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the gifting service", () => {
  it("adds boxes numbered from 1, priced in the cart's currency, and charges each box once", async () => {
    const service = createGiftingService(
      memoryRepository([line(0), line(1), line(2, { productKind: "throw" })]),
      {
        now: clock,
      },
    );
    await service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [0, 1], personalMessage: "Hi" });
    const state = await service.addBox(cart, { giftBoxType: "GIFTWRAP", entryNumbers: [2] });
    expect(state.boxes.map((b) => [b.giftBoxNo, b.giftBoxType, b.productCodes, b.price, b.flatPack])).toEqual(
      [
        [1, "GIFTB", ["V0", "V1"], 500, false],
        [2, "GIFTWRAP", ["V2"], 400, true],
      ],
    );
    expect(await service.charges(cart)).toEqual([
      { code: "GIFTB", amount: 500 },
      { code: "GIFTWRAP", amount: 400 },
    ]);
    const after = await service.removeBox(cart, 1);
    expect(after.boxes.map((b) => [b.giftBoxNo, b.giftBoxType])).toEqual([[1, "GIFTWRAP"]]);
  });

  it("refuses a line in a box already, one out of stock, one not wrappable and a gift box line", async () => {
    const service = createGiftingService(
      memoryRepository([
        line(0),
        line(1, { stockLevel: 0 }),
        line(2, { giftWrappable: false }),
        line(3, { variantCode: "GIFTB" }),
      ]),
      { now: clock },
    );
    await service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [0] });
    expect(await refusal(service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [0] }))).toMatchObject({
      kind: "invalid",
      message: GIFTING_MESSAGES.alreadyInBox,
    });
    expect(await refusal(service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [1] }))).toMatchObject({
      message: GIFTING_MESSAGES.outOfStock,
    });
    for (const entry of [2, 3])
      expect(
        await refusal(service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [entry] })),
      ).toMatchObject({
        message: GIFTING_MESSAGES.notWrappable,
      });
    expect(await refusal(service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [9] }))).toMatchObject({
      kind: "notFound",
    });
    expect(await refusal(service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [] }))).toMatchObject({
      message: GIFTING_MESSAGES.noItems,
    });
  });

  it("refuses a box type not sold in the cart's currency", async () => {
    const service = createGiftingService(memoryRepository([line(0)]), { now: clock });
    expect(
      await refusal(
        service.addBox({ id: 1, currency: "USD" }, { giftBoxType: "GIFTWRAP", entryNumbers: [0] }),
      ),
    ).toMatchObject({ fields: { giftBoxType: GIFTING_MESSAGES.boxUnavailable } });
  });

  it("keeps messages cleaned, refuses bad ones with the §5 wording, and none where the message is disabled", async () => {
    const service = createGiftingService(
      memoryRepository([line(0), line(1, { giftMessageDisabled: true })]),
      {
        now: clock,
      },
    );
    await service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [0] });
    await service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [1] });
    const state = await service.setBoxMessage(cart, 1, "<i>Hello</i>\r\nthere");
    expect(state.boxes[0]?.personalMessage).toBe("Hello\nthere");
    expect(state.freeGiftMessageDisabledProducts).toEqual(["V1"]);
    expect(await refusal(service.setBoxMessage(cart, 1, "a".repeat(251)))).toMatchObject({
      kind: "invalid",
      fields: { message: GIFTING_MESSAGES.messageTooLong },
    });
    expect(await refusal(service.setOrderMessage(cart, "★"))).toMatchObject({
      fields: { message: GIFTING_MESSAGES.messageNotAllowed },
    });
    expect(await refusal(service.setBoxMessage(cart, 2, "Hi"))).toMatchObject({
      fields: { message: GIFTING_MESSAGES.messageDisabled },
    });
    expect(await refusal(service.setBoxMessage(cart, 3, "Hi"))).toMatchObject({ kind: "notFound" });
    expect((await service.setOrderMessage(cart, " Merry Christmas ")).orderLevelGiftMessage).toBe(
      "Merry Christmas",
    );
    expect((await service.setOrderMessage(cart, "")).orderLevelGiftMessage).toBe("");
  });

  it("clears every box and keeps the order's message", async () => {
    const service = createGiftingService(memoryRepository([line(0)]), { now: clock });
    await service.addBox(cart, { giftBoxType: "GIFTB", entryNumbers: [0] });
    await service.setOrderMessage(cart, "Enjoy");
    const state = await service.clear(cart);
    expect(state.boxes).toEqual([]);
    expect(state.orderLevelGiftMessage).toBe("Enjoy");
  });
});
