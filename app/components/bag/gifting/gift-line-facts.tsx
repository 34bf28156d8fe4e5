import type { GiftingPanelLine, Translate } from "./gifting-panel-types.ts";

/** A line's name with its colour and size, as the bag shows them. */
export function GiftLineFacts({ line, t }: { line: GiftingPanelLine; t: Translate }) {
  const facts = [
    line.colour ? t("gifting.line.colour", { colour: line.colour }) : null,
    line.size ? t("gifting.line.size", { size: line.size }) : null,
  ].filter(Boolean);
  return (
    <span className="gifting__line">
      <span className="gifting__line-name">{line.name}</span>
      {facts.length > 0 && <span className="gifting__line-facts">{facts.join(" · ")}</span>}
    </span>
  );
}
