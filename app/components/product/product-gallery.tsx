import type { ProductImage } from "../../../core/catalogue/product-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import "./product-gallery.css";

// Desktop shows the images in a two-column grid beside the details; small screens scroll them
// sideways with snap points. The first image is the page's largest paint: eager, high priority.
const SIZES = "(min-width: 1024px) 29vw, (min-width: 768px) 48vw, 88vw";
// Small screens show 88% of the width per image (the next one peeks in), so the lead is fetched at that size.
export const LEAD_SIZES = "(min-width: 1024px) 58vw, (min-width: 768px) 48vw, 88vw";

export function ProductGallery({
  images,
  productName,
}: {
  images: readonly ProductImage[];
  productName: string;
}) {
  const { t } = useSite();
  return (
    <section className="gallery" aria-label={t("product.gallery")}>
      {/* Scrolls sideways on small screens, so it takes keyboard focus for the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <ul className="gallery__list" tabIndex={0} aria-label={t("product.gallery")}>
        {images.map((image, index) => (
          <li key={image.id} className={index === 0 ? "gallery__item gallery__item--lead" : "gallery__item"}>
            <ResponsiveImage
              image={{ ...image, alt: image.alt || productName }}
              sizes={index === 0 ? LEAD_SIZES : SIZES}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
