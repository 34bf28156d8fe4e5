import "./stars.css";
/** A 0–5 star rating drawn with CSS; the label is what assistive technology reads. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__fill" style={{ width: `${percent}%` }} />
    </span>
  );
}
