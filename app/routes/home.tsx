import { data } from "react-router";
import type { ProductCarousel } from "../../core/catalogue/carousel-service.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { visitorCurrency } from "../../core/site/visitor.ts";
import { ContentSlot } from "../components/content/content-slots.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { fromJsonText, toJsonText } from "../lib/json-text.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/home";
import "./home.css";

// The home page is content: its slots come from the content store, in this order.
const HOME_SLOTS = ["hero", "promoTiles", "productCarousel", "editorial"] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  // The page's prices and its carousels' products are in the visitor's currency.
  const currency = visitorCurrency(version, ctx.session.data);
  const page = await ctx.services.content.page("", version, currency);
  if (!page) return data({ home: null }, { status: 404 });
  // Carousels name a category; fill them with its products.
  const entries = await Promise.all(
    (page.slots.productCarousel ?? []).map(async (component): Promise<[string, ProductCarousel]> => {
      const slot = component.data as { title?: string; categoryCode?: string; url?: string };
      const carousel = await ctx.services.carousels.carousel(
        { title: slot.title ?? "", categoryCode: slot.categoryCode ?? "", url: slot.url ?? "/" },
        currency,
        LOCALE_BY_VERSION[version],
      );
      return [component.id, carousel];
    }),
  );
  // A product's change drops the shared home page its carousels show it on (docs/decisions/052).
  ctx.pageShows(entries.flatMap(([, carousel]) => carousel.products.map((product) => product.code)));
  // One JSON text (decision 069).
  return { home: toJsonText({ page, carousels: Object.fromEntries(entries) }) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const page = loaderData?.home ? fromJsonText(loaderData.home).page : null;
  if (!page) return [{ title: "The White Cove" }, { name: "robots", content: "noindex" }];
  // The hero's picture is the home page's own; without a hero the version's share image stands in.
  const heroImageId = page.slots.hero?.[0]?.data.imageId;
  const image = typeof heroImageId === "string" ? page.images[heroImageId] : undefined;
  return pageMeta({ location, matches }, { title: page.title, description: page.description, image });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { version, locale } = useSite();
  if (!loaderData.home) return <NotFoundPage version={version} locale={locale} />;
  const { page, carousels } = fromJsonText(loaderData.home);
  let first = true;
  return (
    <div className="home">
      {HOME_SLOTS.flatMap((slot) => page.slots[slot] ?? []).map((component) => {
        const firstHeading = first && component.componentType === "hero";
        if (firstHeading) first = false;
        return (
          <ContentSlot
            key={component.id}
            component={component}
            context={{ version, images: page.images, firstHeading, carousels }}
          />
        );
      })}
    </div>
  );
}
