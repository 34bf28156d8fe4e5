import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { GiftingAnswer } from "../../../../core/gifting/gifting-answer.ts";
import { GiftingPanel, type GiftingPanelProps } from "./gifting-panel.tsx";

const props: GiftingPanelProps = {
  gifting: {
    boxes: [
      {
        id: 7,
        giftBoxNo: 1,
        giftBoxType: "GIFTB",
        flatPack: true,
        personalMessage: "Happy birthday",
        personalMessageValid: true,
        productCodes: ["THROW-1"],
        entryNumbers: [2],
        price: "£5",
        priceValue: 500,
      },
    ],
    orderLevelGiftMessage: "",
    giftWrapDisabledProducts: ["DUVET-1"],
    freeGiftMessageDisabledProducts: [],
    giftWrappable: true,
  },
  lines: [
    {
      entryNumber: 0,
      variantCode: "TOWEL-1",
      name: "Hydrocotton Towel",
      colour: "White",
      size: "Bath",
      group: null,
      giftWrappable: true,
      outOfStock: false,
    },
    {
      entryNumber: 1,
      variantCode: "CANDLE-1",
      name: "Seychelles Candle",
      colour: null,
      size: null,
      group: null,
      giftWrappable: true,
      outOfStock: true,
    },
    {
      entryNumber: 2,
      variantCode: "THROW-1",
      name: "Cosy Throw",
      colour: "Grey",
      size: null,
      group: null,
      giftWrappable: true,
      outOfStock: false,
    },
    {
      entryNumber: 3,
      variantCode: "DUVET-1",
      name: "Goose Down Duvet",
      colour: null,
      size: "King",
      group: null,
      giftWrappable: false,
      outOfStock: false,
    },
  ],
  boxPrices: { GIFTB: "£5", GIFTWRAP: "£4" },
};

// The answer reaches the routed panel through context, so the route's component is defined once.
const AnswerContext = createContext<GiftingAnswer | undefined>(undefined);

function PanelRoute() {
  return <GiftingPanel {...props} answer={useContext(AnswerContext)} />;
}

const Stub = createRoutesStub([{ path: "/uk/bag", Component: PanelRoute }]);

function render(answer?: GiftingAnswer) {
  return renderToString(
    <AnswerContext value={answer}>
      <Stub initialEntries={["/uk/bag"]} />
    </AnswerContext>,
  );
}

describe("the gifting panel", () => {
  it("posts every control as a native form to the bag page's action with its intent and the CSRF field", () => {
    const html = render();
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.length).toBe(4);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/uk/bag"');
    }
    for (const intent of ["gift-box-add", "gift-box-remove", "gift-message"])
      expect(html).toContain(`name="intent" value="${intent}"`);
    expect(html.match(/name="CSRFToken"/g)?.length).toBe(4);
  });

  it("offers the wrappable lines not in a box, the out-of-stock one disabled, and both box types with prices", () => {
    const html = render();
    expect(html).toMatch(/<input type="checkbox" name="entryNumber" value="0"\/>/);
    expect(html).toMatch(/<input type="checkbox" disabled="" name="entryNumber" value="1"\/>/);
    expect(html).not.toMatch(/name="entryNumber" value="2"/);
    expect(html).not.toMatch(/name="entryNumber" value="3"/);
    expect(html).toContain("Signature Gift Box – £5");
    expect(html).toContain("Gift Wrapping – £4");
    expect(html).toContain("250 characters left");
    expect(html).toContain("<legend");
  });

  it("lists the boxes with their items, message and a remove button", () => {
    const html = render();
    expect(html).toContain("Gift box 1");
    expect(html).toContain("Cosy Throw");
    expect(html).toContain("Sent flat, for the recipient to fold.");
    expect(html).toContain("Happy birthday</textarea>");
    expect(html).toContain("Remove gift box 1");
  });

  it("shows a refusal beside its field, linked by aria-describedby", () => {
    const html = render({
      ok: false,
      intent: "gift-box-add",
      message: "Your message can be up to 250 characters.",
      fields: { personalMessage: "Your message can be up to 250 characters." },
    });
    const error = html.match(
      /<p id="([^"]+)" class="input-field__error">Your message can be up to 250 characters.<\/p>/,
    );
    expect(error).not.toBeNull();
    expect(html).toMatch(new RegExp(`name="personalMessage"[^>]*aria-describedby="[^"]*${error?.[1]}`));
  });
});
