import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GIFT_CARD_DESIGNS } from "../../../core/gift-card-purchase/gift-card-offer.ts";
import { DesignPicker } from "./design-picker.tsx";

// spec 000 §2: the giftCard toggle's imageSelector chooses between two views of the design choice.
function render(imageSelector: boolean) {
  return renderToString(
    <DesignPicker
      designs={GIFT_CARD_DESIGNS}
      chosen="BIRTHDAY"
      onChoose={() => {}}
      imageSelector={imageSelector}
      legend="Design"
      chosenLabel="Design: Birthday Bunting"
    />,
  );
}

const images = (html: string) => html.match(/<img /g)?.length ?? 0;
const radios = (html: string) => html.match(/type="radio"/g)?.length ?? 0;

describe("the gift card's design choice", () => {
  it("with the image selector shows every design large, each picture part of its own choice", () => {
    const html = render(true);
    expect(images(html)).toBe(GIFT_CARD_DESIGNS.length);
    expect(radios(html)).toBe(GIFT_CARD_DESIGNS.length);
    expect(html).toContain("gift-design--large");
    expect(html).not.toContain("gift-design__preview");
  });

  it("without it shows the chosen design large above named choices", () => {
    const html = render(false);
    expect(images(html)).toBe(1);
    expect(radios(html)).toBe(GIFT_CARD_DESIGNS.length);
    expect(html).toContain("giftcard-birthday");
    expect(html).toContain("Design: Birthday Bunting");
  });
});
