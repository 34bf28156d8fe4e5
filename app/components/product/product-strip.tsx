import type { ProductCard as Card } from "../../../core/catalogue/product-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import { ProductCard } from "../product-card/product-card.tsx";
import { Price } from "./price.tsx";
import "./product-strip.css";

const CARD_SIZES = "(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 45vw";
// Recommendation and collection cards share one 4:5 box whatever the picture's shape; the picture covers it.
const CARD_BOX = { width: 4, height: 5 };

/**
 * A catalogue product (recommendation strip, collection grid) as the product card: picture, name, price. Markup
 * only, so kept from the server while the product shown is unchanged (decision 062).
 */
export function CatalogueCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const { t, version } = useSite();
  return (
    <StaticMarkup dependsOn={`${version}|${headingLevel}|${JSON.stringify(card)}`}>
      <ProductCard
        as="article"
        href={card.path}
        name={card.name}
        headingLevel={headingLevel}
        imageSize={CARD_BOX}
        image={card.image && <ResponsiveImage image={{ ...card.image, alt: "" }} sizes={CARD_SIZES} />}
        price={<Price price={card.price} className="product-card__price" />}
        swatches={
          card.swatchCount > 1 && (
            <p className="product-card__swatches">{t("product.swatchCount", { count: card.swatchCount })}</p>
          )
        }
      />
    </StaticMarkup>
  );
}
