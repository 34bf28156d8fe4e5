import { data } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { ContentSlot } from "../components/content/content-slots.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/home";
import { useSite } from "./version-layout.tsx";

// The home page is content: its slots come from the content store, in this order.
const HOME_SLOTS = ["hero", "promoTiles", "productCarousel", "editorial"] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const version = versionFromSegment(params.version);
  const page = await context.get(requestContext).services.content.page("", version);
  if (!page) return data({ page: null }, { status: 404 });
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return [
    { title: page ? page.title : "The White Cove" },
    { name: "description", content: page?.description ?? "" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { version, locale } = useSite();
  const page = loaderData.page;
  if (!page) return <NotFoundPage version={version} locale={locale} />;
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
            context={{ version, images: page.images, firstHeading }}
          />
        );
      })}
    </div>
  );
}
