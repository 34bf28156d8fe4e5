/**
 * A bag or order line's picture, 64 × 80 and lazy: decorative, since the line's name beside it says what it is.
 * Where there is none an empty box of the same size stands in, so every line's text starts at the same place.
 * `className` sizes and colours both (the checkout's summary and the order pages each have their own).
 */
export function LineThumbnail({ src, className }: { src: string | null; className: string }) {
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    <img className={className} src={src} alt="" width="64" height="80" loading="lazy" decoding="async" />
  );
}
