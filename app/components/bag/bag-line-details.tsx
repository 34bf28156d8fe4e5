import type { ReactNode } from "react";
import { visibleVariantText } from "../../../core/site/navigation-menu.ts";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";
import "./bag-line-details.css";

interface BagLineDetailsProps {
  name: string;
  /** The product's site path: the name links to it. */
  url?: string;
  colour?: string | null;
  size?: string | null;
  /** The chosen type of a product with groups (e.g. "Oxford"). */
  group?: string | null;
  /** The name's element: a heading where each line is a section of the page. */
  nameAs?: "p" | "h2" | "h3";
  nameId?: string;
  /** Further facts of the line (its quantity), each a list item after colour, size and type. */
  children?: ReactNode;
  className?: string;
}

/**
 * One way to show a bag line everywhere (issue 13 point 6): the bag page, the header's bag preview, the side
 * drawer and the added-to-bag panel. Name, then colour, size and type; "No Colour" and "One Size" are never
 * shown (spec 000 §3), whether the server left them out already or a preview still carries them.
 */
export function BagLineDetails({
  name,
  url,
  colour,
  size,
  group,
  nameAs: Name = "p",
  nameId,
  children,
  className,
}: BagLineDetailsProps) {
  const { version, t } = useSite();
  const shownColour = visibleVariantText(colour, "No Colour");
  const shownSize = visibleVariantText(size, "One Size");
  const shownGroup = group?.trim() || null;
  return (
    <div className={["bag-line-details", className ?? ""].join(" ").trim()}>
      <Name id={nameId} className="bag-line-details__name">
        {url ? (
          <SiteLink version={version} to={url} className="bag-line-details__link">
            {name}
          </SiteLink>
        ) : (
          name
        )}
      </Name>
      <ul className="bag-line-details__facts">
        {shownColour && <li>{t("bag.line.colour", { colour: shownColour })}</li>}
        {shownSize && <li>{t("bag.line.size", { size: shownSize })}</li>}
        {shownGroup && <li>{t("bag.line.type", { type: shownGroup })}</li>}
        {children}
      </ul>
    </div>
  );
}
