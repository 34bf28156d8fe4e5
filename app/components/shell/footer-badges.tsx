import { useSite } from "../../lib/use-site.ts";
import type { FooterData } from "./footer-data.server.ts";
import { SCORE_GLYPHS } from "./mark-outlines.ts";
import { SpriteMark } from "./sprite-mark.tsx";
import "./footer-badges.css";

// The feedback-rating logo of spec 000 "Footer": an independent reviews service's badge with the shop's score.
// A fictional service ("Verified Reviews"), drawn here, its lettering as outlines from the marks file (`SpriteMark`)
// so that laying out the footer looks up no font. It links to the shop's page on that service.
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
        <SpriteMark id="ratingName" fill="#1f1f1f" />
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
        <ScoreOutline score={rating.score} x={108} />
      </svg>
    </a>
  );
}

/** The score's characters drawn one after another from x on the badge's second line. */
function ScoreOutline({ score, x }: { score: number; x: number }) {
  const placed: { id: string; at: number }[] = [];
  let pen = x;
  for (const character of score.toFixed(1)) {
    const glyph = SCORE_GLYPHS[character];
    if (!glyph) continue;
    placed.push({ id: glyph.id, at: pen });
    pen += glyph.advance;
  }
  return (
    <g fill="#1f1f1f">
      {placed.map(({ id, at }) => (
        <SpriteMark key={at} id={id} x={Number(at.toFixed(2))} />
      ))}
    </g>
  );
}

/** The B Corporation certification mark for the reduced footer, drawn as a plain monogram. */
export function BCorpMark() {
  const { t } = useSite();
  const name = t("footer.bcorp");
  return (
    <svg className="bcorp-mark" viewBox="0 0 48 72" width="52" height="78" role="img" aria-label={name}>
      <title>{name}</title>
      <SpriteMark id="certified" fill="#1f1f1f" />
      <circle cx="24" cy="32" r="16" fill="none" stroke="#1f1f1f" strokeWidth="2.2" />
      <SpriteMark id="corpB" fill="#1f1f1f" />
      <path d="M8 54h32" stroke="#1f1f1f" strokeWidth="1.6" />
      <SpriteMark id="corporation" fill="#1f1f1f" />
    </svg>
  );
}
