import { imageSrcSet, imageUrl } from "../../../core/content/image-url.ts";
import type { ListingCard } from "../../../core/search/listing-card.ts";
import type { Layout, View } from "../../../core/search/search-query.ts";
import { useSite } from "../../lib/use-site.ts";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { ProductCard } from "../product-card/product-card.tsx";
import { SaveItemButton } from "../saved-items/save-item-button.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { FindInStoreLink } from "./find-in-store-link.tsx";
import { QuickAdd } from "./quick-add.tsx";
import type { QuickAddAction, QuickAddEntry } from "./quick-add-state.ts";

const MAX_SWATCHES = 5;
// The widest file worth offering per layout: a double-layout card is at most 280 px (half a phone's screen),
// a single one at most 380 px or a phone's full width, at up to 3x density. Wider files only lengthen markup.
const CARD_MAX_IMAGE_WIDTH: Record<Layout, number> = { double: 800, single: 1200 };
const SIZES: Record<Layout, string> = {
  double: "(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 768px) 30vw, 50vw",
  single: "(min-width: 1280px) 380px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw",
};

interface ResultCardProps {
  result: ListingCard;
  layout: Layout;
  view: View;
  /** The first row loads at once; the rest when scrolled near. */
  eager: boolean;
  saveEnabled: boolean;
  expanded: boolean;
  quickAdd: QuickAddEntry | undefined;
  dispatch: (action: QuickAddAction) => void;
}

/** A search or category result as the product card, with its badges, save control, swatches, rating and quick add. */
export function ResultCard(props: ResultCardProps) {
  const { result, layout, view, eager, saveEnabled } = props;
  const { version, t } = useSite();
  const images = result.images;
  const image = (view === "alternate" ? images[1] : undefined) ?? images[0];
  const extraSwatches = result.swatches.length - MAX_SWATCHES;
  // Price, colours and rating are markup only: kept from the server while what they show is unchanged.
  const shown = JSON.stringify([version, result.price, result.swatches, result.rating, result.reviewCount]);
  return (
    <ProductCard
      href={result.url}
      name={result.namenocolor}
      imageSize={image}
      image={
        image && (
          <img
            src={imageUrl(image.id, 480)}
            srcSet={imageSrcSet(image.id, Math.min(image.width, CARD_MAX_IMAGE_WIDTH[layout]))}
            sizes={SIZES[layout]}
            width={image.width}
            height={image.height}
            alt=""
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
          />
        )
      }
      overlay={
        <>
          <span className="product-card__badges">
            {result.stock.soldOut && (
              <span className="badge-label badge-label--dark">{t("listing.soldOut")}</span>
            )}
            {!result.stock.soldOut && result.isNew && <span className="badge-label">{t("listing.new")}</span>}
          </span>
          {/* Bundles and collections are chosen on their own pages, which have no save control either. */}
          {saveEnabled && result.productType === "standard" && (
            <SaveItemButton
              productCode={result.code}
              groupCode={result.groupCode ?? undefined}
              productName={result.namenocolor}
              className="product-card__save"
            />
          )}
        </>
      }
      price={
        <StaticMarkup dependsOn={shown}>
          <p className="product-card__price">
            {result.price.wasPrice ? (
              <>
                <span className="product-card__now">
                  <span className="visually-hidden">{t("listing.nowPrice", { price: "" })}</span>
                  {result.price.preparedPrice}
                </span>{" "}
                <s className="product-card__was">
                  <span className="visually-hidden">{t("listing.wasPrice", { price: "" })}</span>
                  {result.price.wasPrice}
                </s>
              </>
            ) : (
              result.price.preparedPrice
            )}
          </p>
        </StaticMarkup>
      }
      swatches={
        result.swatches.length > 1 && (
          <StaticMarkup dependsOn={shown}>
            <ul
              className="product-card__swatches"
              aria-label={t("listing.colours", { count: result.swatches.length })}
            >
              {result.swatches.slice(0, MAX_SWATCHES).map((swatch) => (
                <li key={swatch.code}>
                  <SiteLink
                    version={version}
                    to={swatch.url}
                    className={swatch.active ? "swatch swatch--active" : "swatch"}
                    style={{ background: swatch.hex }}
                    aria-label={swatch.name}
                    aria-current={swatch.active ? "true" : undefined}
                  />
                </li>
              ))}
              {extraSwatches > 0 && <li className="product-card__more">+{extraSwatches}</li>}
            </ul>
          </StaticMarkup>
        )
      }
    >
      {result.rating !== null && (
        <StaticMarkup dependsOn={shown}>
          <p className="product-card__rating">
            <span
              className="listing-stars"
              style={{ "--rating": result.rating } as React.CSSProperties}
              aria-hidden="true"
            />
            <span className="visually-hidden">
              {t("listing.rating", { rating: result.rating, count: result.reviewCount })}
            </span>
            <span aria-hidden="true">{`(${result.reviewCount})`}</span>
          </p>
        </StaticMarkup>
      )}
      {result.productType === "standard" && (
        <QuickAdd
          result={result}
          expanded={props.expanded}
          entry={props.quickAdd}
          dispatch={props.dispatch}
        />
      )}
      {result.productType === "standard" && <FindInStoreLink product={result} />}
    </ProductCard>
  );
}
