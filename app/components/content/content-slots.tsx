import type { ProductCarousel as Carousel } from "../../../core/catalogue/carousel-service.ts";
import type { PageSlotComponent } from "../../../core/content/content-types.ts";
import type { Version } from "../../../core/site/versions.ts";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { ProductCarousel } from "./product-carousel.tsx";
import { type ImageFacts, ResponsiveImage } from "./responsive-image.tsx";
import "./content-slots.css";

interface SlotContext {
  version: Version;
  images: Record<string, ImageFacts>;
  /** The first hero gets the page's one h1 and loads eagerly. */
  firstHeading: boolean;
  /** Product carousels filled by the loader, by component id. */
  carousels?: Record<string, Carousel>;
}

type Data = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
const link = (value: unknown) =>
  value && typeof value === "object" ? (value as { label?: string; linkName?: string; url?: string }) : {};

/**
 * Renders one content component by its type; unknown types render nothing rather than break the page. All but the
 * product carousel are markup only, kept from the server while the entry is unchanged (decision 062).
 */
export function ContentSlot({ component, context }: { component: PageSlotComponent; context: SlotContext }) {
  if (component.componentType === "productCarousel") {
    const carousel = context.carousels?.[component.id];
    return carousel ? <ProductCarousel carousel={carousel} /> : null;
  }
  const shown = JSON.stringify([context.version, context.firstHeading, component.id, component.data]);
  return (
    <StaticMarkup dependsOn={shown}>
      <MarkupSlot component={component} context={context} />
    </StaticMarkup>
  );
}

function MarkupSlot({ component, context }: { component: PageSlotComponent; context: SlotContext }) {
  const data = component.data as Data;
  switch (component.componentType) {
    case "hero":
      return <Hero data={data} context={context} />;
    case "promoTiles":
      return <PromoTiles data={data} context={context} />;
    case "editorial":
      return <Editorial data={data} context={context} />;
    case "richText":
      return <RichText data={data} />;
    case "linkList":
      return <LinkList data={data} context={context} />;
    default:
      return null;
  }
}

function Hero({ data, context }: { data: Data; context: SlotContext }) {
  const image = context.images[str(data.imageId)];
  const cta = link(data.cta);
  const Heading = context.firstHeading ? "h1" : "h2";
  return (
    <section className="hero">
      {image && (
        <ResponsiveImage
          image={image}
          sizes="100vw"
          priority={context.firstHeading}
          className="hero__image"
        />
      )}
      <div className="hero__text">
        <Heading className="hero__headline">{str(data.headline)}</Heading>
        {str(data.subheadline) && <p className="hero__sub">{str(data.subheadline)}</p>}
        {cta.url && (
          <SiteLink version={context.version} to={cta.url} className="button button--light">
            {cta.label ?? cta.linkName}
          </SiteLink>
        )}
      </div>
    </section>
  );
}

function PromoTiles({ data, context }: { data: Data; context: SlotContext }) {
  const tiles = Array.isArray(data.tiles) ? (data.tiles as Data[]) : [];
  return (
    <section className="tiles">
      {str(data.title) && <h2 className="section-title">{str(data.title)}</h2>}
      <ul className="tiles__grid">
        {tiles.map((tile, index) => {
          const image = context.images[str(tile.imageId)];
          return (
            <li key={index} className="tile">
              <SiteLink version={context.version} to={str(tile.url) || "/"} className="tile__link">
                {image && (
                  <ResponsiveImage
                    image={image}
                    sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
                    className="tile__image"
                  />
                )}
                <span className="tile__headline">{str(tile.headline)}</span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Editorial({ data, context }: { data: Data; context: SlotContext }) {
  const image = context.images[str(data.imageId)];
  const cta = link(data.cta);
  return (
    <section className="editorial">
      {image && (
        <ResponsiveImage image={image} sizes="(min-width: 1024px) 50vw, 100vw" className="editorial__image" />
      )}
      <div className="editorial__text">
        <h2 className="section-title">{str(data.headline)}</h2>
        <p>{str(data.body)}</p>
        {cta.url && (
          <SiteLink version={context.version} to={cta.url} className="button">
            {cta.label ?? cta.linkName}
          </SiteLink>
        )}
      </div>
    </section>
  );
}

function RichText({ data }: { data: Data }) {
  const paragraphs = Array.isArray(data.paragraphs) ? (data.paragraphs as unknown[]).map(str) : [];
  return (
    <section className="rich-text">
      {str(data.heading) && <h2>{str(data.heading)}</h2>}
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}

function LinkList({ data, context }: { data: Data; context: SlotContext }) {
  const links = Array.isArray(data.links) ? (data.links as unknown[]).map(link) : [];
  return (
    <section className="link-list">
      {str(data.heading) && <h2>{str(data.heading)}</h2>}
      <ul>
        {links.map((l, i) => (
          <li key={i}>
            <SiteLink version={context.version} to={l.url ?? "/"}>
              {l.label ?? l.linkName}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
