import { useSite } from "../../lib/use-site.ts";
import type { FooterData } from "./footer-data.server.ts";
import "./footer-badges.css";

// The feedback-rating logo of spec 000 "Footer": an independent reviews service's badge with the shop's score.
// A fictional service ("Verified Reviews"), drawn here. It links to the shop's page on that service.
export function RatingBadge({ rating }: { rating: FooterData["rating"] }) {
  const { t } = useSite();
  const label = t("footer.rating.label", { rating: rating.score, count: rating.count });
  return (
    <a className="rating-badge" href={rating.url} rel="noopener">
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 132 44" width="132" height="44" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="131" height="43" rx="6" fill="#fff" stroke="#d9d4cc" />
        <circle cx="20" cy="22" r="12" fill="#2f3b36" />
        <path
          d="M14.5 22.5l3.6 3.6 7.4-7.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          x="40"
          y="17"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="9.5"
          fontWeight="700"
          fill="#1f1f1f"
        >
          {t("footer.rating.name")}
        </text>
        {[0, 1, 2, 3, 4].map((star) => (
          <path
            key={star}
            transform={`translate(${40 + star * 13} 22)`}
            d="M5.5 0l1.6 3.4 3.7.5-2.7 2.6.7 3.7-3.3-1.8-3.3 1.8.7-3.7L.2 3.9l3.7-.5z"
            fill={star < 4 ? "#c9a227" : "url(#rating-partial)"}
          />
        ))}
        <defs>
          <linearGradient id="rating-partial">
            <stop offset="0.8" stopColor="#c9a227" />
            <stop offset="0.8" stopColor="#e6e2dc" />
          </linearGradient>
        </defs>
        <text
          x="108"
          y="31"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="9"
          fontWeight="700"
          fill="#1f1f1f"
        >
          {rating.score}
        </text>
      </svg>
    </a>
  );
}

/** The B Corporation certification mark for the reduced footer, drawn as a plain monogram. */
export function BCorpMark() {
  const { t } = useSite();
  const name = t("footer.bcorp");
  return (
    <svg className="bcorp-mark" viewBox="0 0 48 72" width="52" height="78" role="img" aria-label={name}>
      <title>{name}</title>
      <text
        x="24"
        y="9"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="7.5"
        fill="#1f1f1f"
      >
        Certified
      </text>
      <circle cx="24" cy="32" r="16" fill="none" stroke="#1f1f1f" strokeWidth="2.2" />
      <text
        x="24"
        y="39.5"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="21"
        fontWeight="700"
        fill="#1f1f1f"
      >
        B
      </text>
      <path d="M8 54h32" stroke="#1f1f1f" strokeWidth="1.6" />
      <text
        x="24"
        y="66"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="7"
        fill="#1f1f1f"
      >
        Corporation
      </text>
    </svg>
  );
}
