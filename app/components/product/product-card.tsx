import type { ProductCard as Card } from "../../../core/catalogue/product-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { Price } from "./price.tsx";
import "./product-card.css";
import "../listing/product-card.css";

const CARD_SIZES = "(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 45vw";

/** A product in a recommendation strip or collection grid: image, name, price. */
export function ProductCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const { t, version } = useSite();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="product-card">
      <SiteLink version={version} to={card.path} className="product-card__link">
        <div className="product-card__image">
          {card.image && <ResponsiveImage image={{ ...card.image, alt: "" }} sizes={CARD_SIZES} />}
        </div>
        <Heading className="product-card__name">{card.name}</Heading>
      </SiteLink>
      <Price price={card.price} className="product-card__price" />
      {card.swatchCount > 1 && (
        <p className="product-card__swatches">{t("product.swatchCount", { count: card.swatchCount })}</p>
      )}
    </article>
  );
}

export function ProductStrip({ title, cards, id }: { title: string; cards: readonly Card[]; id: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="product-strip" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways, so the keyboard must reach it. */}
      <ul className="product-strip__list" tabIndex={0} aria-labelledby={id}>
        {cards.map((card) => (
          <li key={card.code}>
            <ProductCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
