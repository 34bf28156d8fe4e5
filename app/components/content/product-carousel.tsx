import type { ProductCarousel as Carousel } from "../../../core/catalogue/carousel-service.ts";
import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import { Slider } from "../../ui/slider.tsx";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import "./product-carousel.css";

/** A content slot's product carousel: real products of a category, in the visitor's currency. */
export function ProductCarousel({ carousel }: { carousel: Carousel }) {
  const { t, version } = useSite();
  if (!carousel.products.length) return null;
  const headingId = `carousel-${carousel.title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section className="product-carousel" aria-labelledby={headingId}>
      <div className="product-carousel__header">
        <h2 id={headingId} className="section-title">
          {carousel.title}
        </h2>
        <UiLink path={carousel.url} variant="base" explicit className="product-carousel__all">
          {t("carousel.viewAll")}
          <span className="visually-hidden">{` ${carousel.title}`}</span>
        </UiLink>
      </div>
      <Slider
        label={carousel.title}
        arrows="auto"
        dots="hidden"
        forceArrows
        labels={{
          previous: t("carousel.previous"),
          next: t("carousel.next"),
          slide: (index, count) => `${index} / ${count}`,
        }}
        items={carousel.products.map((product) => (
          // A card is markup only: kept from the server while the product shown is unchanged (decision 062).
          <StaticMarkup key={product.code} dependsOn={`${version}|${JSON.stringify(product)}`}>
            <UiLink path={product.path} inline={false} className="carousel-card">
              {product.image ? (
                <ResponsiveImage
                  image={product.image}
                  sizes="(min-width: 1279px) 30vw, (min-width: 768px) 38vw, 62vw"
                  maxWidth={800}
                  className="carousel-card__image"
                />
              ) : (
                <span className="carousel-card__image carousel-card__image--empty" />
              )}
              <span className="carousel-card__name">{product.name}</span>
              <span className="carousel-card__price">
                {product.wasPrice ? (
                  <>
                    <span className="carousel-card__now">{t("carousel.now", { price: product.price })}</span>{" "}
                    <s className="carousel-card__was">{t("carousel.was", { price: product.wasPrice })}</s>
                  </>
                ) : (
                  product.price
                )}
              </span>
            </UiLink>
          </StaticMarkup>
        ))}
      />
    </section>
  );
}
