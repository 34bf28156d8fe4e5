import type { CSSProperties } from "react";
import type { ArticleCard as Card } from "../../../core/magazine/magazine-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { UiLink } from "../../ui/link.tsx";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import "./article-card.css";

/** A board card: image in the article's aspect, category, title (the link), summary, reading time. */
export function ArticleCard({
  card,
  order,
  priority = false,
}: {
  card: Card;
  order: number;
  priority?: boolean;
}) {
  const { t } = useSite();
  return (
    <article className={`article-card article-card--${card.aspect}`} style={{ order } as CSSProperties}>
      {card.image && (
        <ResponsiveImage
          image={card.image}
          sizes="(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 92vw"
          maxWidth={1000}
          priority={priority}
          className="article-card__image"
        />
      )}
      <div className="article-card__text">
        <p className="article-card__category">{card.categoryName}</p>
        <h3 className="article-card__title">
          <UiLink path={card.url} inline={false} className="article-card__link">
            {card.title}
          </UiLink>
        </h3>
        <p className="article-card__summary">{card.summary}</p>
        <p className="article-card__meta">{t("magazine.readingTime", { minutes: card.readingMinutes })}</p>
      </div>
    </article>
  );
}
