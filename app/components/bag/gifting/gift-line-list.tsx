import { BagLineDetails } from "../bag-line-details.tsx";
import type { GiftingPanelLine } from "./gifting-panel-types.ts";

/** The lines of a gift box, or those that cannot go in one, drawn as every bag line is. */
export function GiftLineList({ lines }: { lines: readonly GiftingPanelLine[] }) {
  return (
    <ul className="gifting__box-items">
      {lines.map((line) => (
        <li key={line.entryNumber}>
          <BagLineDetails inline name={line.name} colour={line.colour} size={line.size} group={line.group} />
        </li>
      ))}
    </ul>
  );
}
