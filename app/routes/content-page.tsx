import { data } from "react-router";
import { contentPathCandidates } from "../../core/content/content-aliases.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { visitorCurrency } from "../../core/site/visitor.ts";
import { ContentBody } from "../components/content/content-body.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/content-page";
import "../components/content/content-page.css";

/**
 * A page from the content store at this path: help and its aliases and categories, Our World
 * and its children, the dynamic content page, the subscription thank-you page. 404 when none.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const version = versionFromSegment(params.version);
  const { path } = splitVersionPath(new URL(request.url).pathname);
  const ctx = context.get(requestContext);
  // Prices the page quotes are in the shopper's currency, as checkout will charge them.
  const currency = visitorCurrency(version, ctx.session.data);
  for (const candidate of contentPathCandidates(path)) {
    const page = await ctx.services.content.page(candidate, version, currency);
    if (page) return { page };
  }
  return data({ page: null }, { status: 404 });
}

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return notFoundMeta(params.version);
  // The page's first picture, if it has one; help pages mostly have none, and show the version's share image.
  const image = Object.values(page.images)[0] ?? null;
  return pageMeta({ location, matches }, { title: page.title, description: page.description, image });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { version, locale } = useSite();
  const page = loaderData.page;
  if (!page) return <NotFoundPage version={version} locale={locale} />;
  return (
    <article className="page page--narrow content-page">
      <h1 className="page-title">{page.title}</h1>
      {page.description && <p className="page-lede">{page.description}</p>}
      <ContentBody page={page} version={version} />
    </article>
  );
}
