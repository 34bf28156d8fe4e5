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
  /** Phrasing only (spans, facts joined by " · "), for a line inside a label such as a checkbox's. */
  inline?: boolean;
}

/**
 * One way to show a bag line everywhere: the bag page, the header's bag preview, the side
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
  inline = false,
}: BagLineDetailsProps) {
  const { version, t } = useSite();
  const shownColour = visibleVariantText(colour, "No Colour");
  const shownSize = visibleVariantText(size, "One Size");
  const shownGroup = group?.trim() || null;
  const facts = [
    shownColour && t("bag.line.colour", { colour: shownColour }),
    shownSize && t("bag.line.size", { size: shownSize }),
    shownGroup && t("bag.line.type", { type: shownGroup }),
  ].filter((fact): fact is string => Boolean(fact));
  if (inline)
    return (
      <span className={["bag-line-details bag-line-details--inline", className ?? ""].join(" ").trim()}>
        <span className="bag-line-details__name">{name}</span>
        {facts.length > 0 && <span className="bag-line-details__facts">{facts.join(" · ")}</span>}
      </span>
    );
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
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {children}
      </ul>
    </div>
  );
}
