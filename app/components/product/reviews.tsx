import { type MouseEvent, type RefObject, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { Review, ReviewPage, ReviewSummary } from "../../../core/catalogue/product-types.ts";
import { countForm, fitLabel, scaleLabel } from "../../../core/catalogue/review-summary.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { useFormatDay } from "../../lib/intl-labels-context.tsx";
import { useSite } from "../../lib/use-site.ts";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import { Stars } from "./stars.tsx";
import "./reviews.css";
import "./pager.css";
import "./product-page.css";

/** "12 reviews" / "1 review" (spec 002 §9: counts use singular and plural forms). */
export function useReviewCount() {
  const { t } = useSite();
  return (count: number) =>
    count === 0 ? t("reviews.none") : t(`reviews.count.${countForm(count)}`, { count });
}

/**
 * Ratings and reviews, 9 a page (spec 002 §9). The page the address asks for (`?reviewsPage=`) is
 * server-rendered, and the pager links to the others, so it works without JavaScript; with it, later
 * pages come from `GET /api/product/{code}/reviews` without reloading the page.
 */
export function Reviews({ productCode, initial }: { productCode: string; initial: ReviewPage }) {
  const { t, version } = useSite();
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const { summary, pagination } = page;
  const pageHref = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set("reviewsPage", String(target));
    else next.delete("reviewsPage");
    const query = next.toString();
    return `${query ? `?${query}` : "?"}#reviews`;
  };

  async function go(target: number) {
    setLoading(true);
    setError(false);
    try {
      const { data } = await getHttpClient().get<ReviewPage>(
        `/api/product/${encodeURIComponent(productCode)}/reviews`,
        {
          query: { page: target },
          errorHandle: false,
        },
      );
      setPage(data);
      heading.current?.focus();
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="reviews" aria-labelledby="reviews-heading" id="reviews">
      <ReviewsHeading summary={summary} heading={heading} />
      {page.reviews.length > 0 && (
        <ol className="reviews__list" aria-busy={loading}>
          {page.reviews.map((review) => (
            <li key={review.id}>
              {/* A review has no controls: the server's markup is kept as the page hydrates. */}
              <StaticMarkup dependsOn={`${version}|${JSON.stringify(review)}`}>
                <ReviewCard review={review} />
              </StaticMarkup>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="field-message field-message--error" role="alert">
          {t("reviews.loadError")}
        </p>
      )}
      {pagination.totalPages > 1 && (
        <nav className="pager" aria-label={t("reviews.pagination")}>
          <PagerLink
            href={pagination.currentPage > 1 && !loading ? pageHref(pagination.currentPage - 1) : null}
            rel="prev"
            onFollow={() => go(pagination.currentPage - 1)}
          >
            {t("reviews.previous")}
          </PagerLink>
          <p className="pager__status" aria-live="polite">
            {t("reviews.page", { page: pagination.currentPage, pages: pagination.totalPages })}
          </p>
          <PagerLink
            href={
              pagination.currentPage < pagination.totalPages && !loading
                ? pageHref(pagination.currentPage + 1)
                : null
            }
            rel="next"
            onFollow={() => go(pagination.currentPage + 1)}
          >
            {t("reviews.next")}
          </PagerLink>
        </nav>
      )}
    </section>
  );
}

/**
 * A pager step: a link to the page of reviews (the browser follows it without JavaScript; with it, `onFollow`
 * loads the page in place), or a disabled step where there is none or one is loading.
 */
function PagerLink({
  href,
  rel,
  onFollow,
  children,
}: {
  href: string | null;
  rel: "prev" | "next";
  onFollow: () => void;
  children: string;
}) {
  if (href === null)
    return (
      <span className="pager__button" aria-disabled="true">
        {children}
      </span>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow();
  };
  return (
    <a className="pager__button" href={href} rel={rel} onClick={follow}>
      {children}
    </a>
  );
}

/**
 * The section when its reviews could not be read: the heading and the summary the product already
 * carries, so the rating link's `#reviews` target is still there.
 */
export function ReviewsPending({ summary }: { summary: ReviewSummary }) {
  return (
    <section className="reviews" aria-labelledby="reviews-heading" id="reviews">
      <ReviewsHeading summary={summary} />
    </section>
  );
}

function ReviewsHeading({
  summary,
  heading,
}: {
  summary: ReviewSummary;
  heading?: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useSite();
  const countText = useReviewCount();
  return (
    <>
      <h2 id="reviews-heading" ref={heading} tabIndex={-1} className="section-title">
        {t("reviews.heading")}
      </h2>
      <div className="reviews__summary">
        {summary.count > 0 && (
          <Stars rating={summary.average} label={t("reviews.average", { rating: summary.average })} />
        )}
        <p>{countText(summary.count)}</p>
      </div>
    </>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useSite();
  const date = useFormatDay()(review.createdAt);
  return (
    <article className="review">
      <Stars rating={review.rating} label={t("reviews.average", { rating: review.rating })} />
      <h3 className="review__title">{review.title}</h3>
      <p className="review__meta">
        {review.verified ? (
          <>
            {review.author}
            <span className="review__verified">{` · ${t("reviews.verified")}`}</span>
            {" · "}
          </>
        ) : (
          `${review.author} · `
        )}
        <time dateTime={review.createdAt}>{t("reviews.postedOn", { date })}</time>
      </p>
      <p className="review__body">{review.body}</p>
      <dl className="review__scales">
        <div>
          <dt>{t("reviews.rating")}</dt>
          <dd>{scaleLabel(review.rating)}</dd>
        </div>
        <div>
          <dt>{t("reviews.design")}</dt>
          <dd>{scaleLabel(review.design)}</dd>
        </div>
        <div>
          <dt>{t("reviews.fit")}</dt>
          <dd>{fitLabel(review.fit)}</dd>
        </div>
      </dl>
      <p className="review__variant">
        {t("reviews.colourSize", { colour: review.colour, size: review.size })}
      </p>
    </article>
  );
}
