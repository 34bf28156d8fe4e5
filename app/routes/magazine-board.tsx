import { data } from "react-router";
import { MAGAZINE_HITS_PER_PAGE } from "../../core/magazine/magazine-types.ts";
import { canonicalPageQuery } from "../../core/site/canonical-page-query.ts";
import { z } from "../../core/validation/zod.ts";
import { MagazineBoard } from "../components/magazine/magazine-board.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { fromJsonText, toJsonText } from "../lib/json-text.ts";
import { notFoundMeta, type PageHandle, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/magazine-board";
import "./magazine-board.css";

// magazine and magazine/{categorySlug} (spec 002 §2): the board, server-rendered with its first
// page; ?q= searches and ?page= (1-based) pages, so it all works without JavaScript too.
const boardQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const magazine = context.get(requestContext).services.magazine;
  const url = new URL(request.url);
  const { q, page } = boardQuery.parse({
    q: url.searchParams.get("q") ?? "",
    page: url.searchParams.get("page") ?? 1,
  });
  const categories = await magazine.categories();
  const category = params.categorySlug ?? null;
  const current = category ? categories.find((c) => c.slug === category) : null;
  if (category && !current) return data({ found: false as const }, { status: 404 });
  const result = await magazine.board({
    query: q,
    page: page - 1,
    hitsPerPage: MAGAZINE_HITS_PER_PAGE,
    facetFilters: category ? [`category:${category}`] : [],
    facets: ["category"],
  });
  return {
    found: true as const,
    categories,
    category,
    categoryName: current?.name ?? null,
    query: q,
    // The board's first page of articles as one JSON text (decision 069).
    result: toJsonText({
      hits: result.hits as Required<(typeof result.hits)[number]>[],
      nbHits: result.nbHits,
      page: result.page,
      nbPages: result.nbPages,
    }),
  };
}

// Each page of the board shows other articles: its canonical address keeps the page number, but not a search's.
export const handle: PageHandle = {
  canonicalQuery: (params) => (params.get("q") ? new URLSearchParams() : canonicalPageQuery(params)),
};

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) return notFoundMeta(params.version);
  return pageMeta(
    { location, matches },
    {
      title: loaderData.categoryName ?? "The Magazine",
      titleTrail: loaderData.categoryName ? ["The Magazine"] : [],
      description: "Ideas for the home, stories from our studio and recipes for slow weekends.",
      image: fromJsonText(loaderData.result).hits[0]?.image ?? null,
    },
  );
}

export default function MagazineBoardPage({ loaderData }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  if (!loaderData.found) return <NotFoundPage version={version} locale={locale} />;
  return (
    <div className="page magazine-page">
      <header className="magazine-page__header">
        <h1 className="page-title">
          {loaderData.categoryName
            ? `${t("magazine.title")}: ${loaderData.categoryName}`
            : t("magazine.title")}
        </h1>
        <p className="page-lede">{t("magazine.lede")}</p>
      </header>
      <MagazineBoard
        categories={loaderData.categories}
        initial={fromJsonText(loaderData.result)}
        category={loaderData.category}
        query={loaderData.query}
      />
    </div>
  );
}
