import { data } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { ContentSlot } from "../components/content/content-slots.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { requestContext } from "../lib/request-context.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import type { Route } from "./+types/content-page";
import { useSite } from "./version-layout.tsx";

/** A page from the content store at this path (help, our-world, brochure…); 404 when there is none. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const version = versionFromSegment(params.version);
  const { path } = splitVersionPath(new URL(request.url).pathname);
  const page = await context.get(requestContext).services.content.page(path, version);
  if (!page) return data({ page: null }, { status: 404 });
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return [{ title: "Page not found | The White Cove" }, { name: "robots", content: "noindex" }];
  return [{ title: `${page.title} | The White Cove` }, { name: "description", content: page.description }];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { version, locale } = useSite();
  const page = loaderData.page;
  if (!page) return <NotFoundPage version={version} locale={locale} />;
  const components = Object.values(page.slots)
    .flat()
    .sort((a, b) => (a.slot === b.slot ? a.position - b.position : a.slot === "main" ? -1 : 1));
  return (
    <article className="page page--narrow content-page">
      <h1 className="page-title">{page.title}</h1>
      {page.description && <p className="page-lede">{page.description}</p>}
      {components.map((component) => (
        <ContentSlot
          key={component.id}
          component={component}
          context={{ version, images: page.images, firstHeading: false }}
        />
      ))}
    </article>
  );
}
