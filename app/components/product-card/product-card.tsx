import type { CSSProperties, ReactNode } from "react";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";
import "../product/swatch-picker.css";
import "./product-card.css";

interface ProductCardProps {
  /** A results grid's own list item, or an article inside a strip's or collection's list item. */
  as?: "li" | "article";
  href: string;
  name: string;
  headingLevel?: 2 | 3;
  /** The picture's box (its own size, or a ratio it is cropped to), held before the image loads; 4:5 when unknown. */
  imageSize?: { width: number; height: number } | null;
  image: ReactNode;
  /** Badges and controls drawn over the picture, above the card's link. */
  overlay?: ReactNode;
  price: ReactNode;
  swatches?: ReactNode;
  /** What follows the swatches: the rating, quick add. */
  children?: ReactNode;
}

/**
 * The one product card (listing grid, recommendation strips, collection grid): picture, name, price and
 * colours. The name is the card's link; its ::after stretches over the picture so the whole card opens the
 * product while controls drawn over the picture stay their own buttons.
 */
export function ProductCard(props: ProductCardProps) {
  const {
    as: Tag = "li",
    href,
    name,
    headingLevel = 3,
    imageSize,
    image,
    overlay,
    price,
    swatches,
    children,
  } = props;
  const { version } = useSite();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Tag
      className="product-card"
      style={
        imageSize
          ? ({ "--card-ratio": `${imageSize.width} / ${imageSize.height}` } as CSSProperties)
          : undefined
      }
    >
      <div
        className="product-card__media"
        style={imageSize ? { aspectRatio: `${imageSize.width} / ${imageSize.height}` } : undefined}
      >
        {image}
        {overlay}
      </div>
      <Heading className="product-card__name">
        <SiteLink version={version} to={href} className="product-card__link">
          {name}
        </SiteLink>
      </Heading>
      {price}
      {swatches}
      {children}
    </Tag>
  );
}
