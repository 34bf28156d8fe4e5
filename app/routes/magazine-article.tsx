import { data, redirect } from "react-router";
import { articlePath } from "../../core/magazine/magazine-types.ts";
import { dateTimeFormat } from "../../core/site/intl-formats.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { ResponsiveImage } from "../components/content/responsive-image.tsx";
import { ArticleBody } from "../components/magazine/article-body.tsx";
import { ArticleCard } from "../components/magazine/article-card.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/magazine-article";
import "./magazine-article.css";

const RELATED_COUNT = 3;

/** magazine/{categorySlug}/{articleSlug}: one article; a wrong category answers with the right address. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const magazine = context.get(requestContext).services.magazine;
  const version = versionFromSegment(params.version);
  const article = await magazine.article(params.articleSlug);
  if (!article) return data({ article: null, related: [], published: "" }, { status: 404 });
  if (article.category !== params.categorySlug)
    throw redirect(`/${version}${articlePath(article.category, article.slug)}`, 301);
  const related = await magazine.related(article, RELATED_COUNT);
  const published = dateTimeFormat(LOCALE_BY_VERSION[version], {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(article.publishedAt));
  return { article, related, published };
}

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) return notFoundMeta(params.version);
  return pageMeta(
    { location, matches },
    {
      title: article.title,
      titleTrail: ["The Magazine"],
      description: article.summary,
      image: article.image,
      type: "article",
    },
  );
}

export default function MagazineArticle({ loaderData }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  const { article, related, published } = loaderData;
  if (!article) return <NotFoundPage version={version} locale={locale} />;
  return (
    <article className="magazine-article">
      <header className="magazine-article__header">
        <nav aria-label={t("magazine.breadcrumb")} className="magazine-article__breadcrumb">
          <ol>
            <li>
              <UiLink path="/magazine" variant="gray">
                {t("magazine.title")}
              </UiLink>
            </li>
            <li>
              <UiLink path={`/magazine/${article.category}`} variant="gray">
                {article.categoryName}
              </UiLink>
            </li>
          </ol>
        </nav>
        <h1 className="magazine-article__title">{article.title}</h1>
        <p className="magazine-article__summary">{article.summary}</p>
        <p className="magazine-article__meta">
          <span>{t("magazine.by", { author: article.author })}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.publishedAt}>{published}</time>
          <span aria-hidden="true"> · </span>
          <span>{t("magazine.readingTime", { minutes: article.readingMinutes })}</span>
        </p>
      </header>
      {article.image && (
        <ResponsiveImage
          image={article.image}
          sizes="(min-width: 1280px) 1100px, 100vw"
          priority
          className={`magazine-article__image magazine-article__image--${article.aspect}`}
        />
      )}
      <ArticleBody blocks={article.body} />
      {related.length > 0 && (
        <section className="magazine-article__related" aria-labelledby="related-title">
          <h2 id="related-title" className="section-title">
            {t("magazine.related", { category: article.categoryName })}
          </h2>
          <div className="magazine-article__related-grid">
            {related.map((card, index) => (
              <ArticleCard key={card.slug} card={card} order={index} />
            ))}
          </div>
          <p>
            <UiLink path="/magazine" explicit>
              {t("magazine.backToBoard")}
            </UiLink>
          </p>
        </section>
      )}
    </article>
  );
}
