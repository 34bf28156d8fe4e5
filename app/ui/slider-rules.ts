// Slider rules (spec 002 §4 "Other", §5, §9). Pure, so the server render and the browser agree.
export type SliderArrows = "auto" | "center" | "hidden" | "snap" | "top";
export type SliderDots = "bottom" | "hidden" | "snap";

/** Slides per view from a min-width (px) → count map; spec 002 §9 defaults. */
export type SliderBreakpoints = Readonly<Record<number, number>>;
export const DEFAULT_SLIDER_BREAKPOINTS: SliderBreakpoints = { 0: 1.5, 768: 2.5, 1024: 2.5, 1279: 3 };
export const SLIDER_RECALCULATION_MS = 500;

/** The slides per view at a viewport width: the entry with the largest min-width not above it. */
export function slidesPerView(
  width: number,
  breakpoints: SliderBreakpoints = DEFAULT_SLIDER_BREAKPOINTS,
): number {
  const steps = Object.entries(breakpoints)
    .map(([min, count]) => [Number(min), count] as const)
    .sort((a, b) => a[0] - b[0]);
  let current = steps[0]?.[1] ?? 1;
  for (const [min, count] of steps) if (width >= min) current = count;
  return current;
}

/** Arrows only when more than one item, or (forced rule) when there are more items than fit in view. */
export function showArrows(options: {
  arrows: SliderArrows;
  itemCount: number;
  perView: number;
  forceArrows?: boolean;
}): boolean {
  if (options.arrows === "hidden") return false;
  return options.forceArrows ? options.itemCount > options.perView : options.itemCount > 1;
}

/** Dots when more than one item, or when forced. */
export function showDots(options: { dots: SliderDots; itemCount: number; forceDots?: boolean }): boolean {
  if (options.dots === "hidden") return false;
  return options.forceDots === true || options.itemCount > 1;
}

/** The slider needs at least one item (spec 002 §5). */
export function assertSliderItems<T>(items: readonly T[]): readonly T[] {
  if (items.length === 0) throw new RangeError("Slider requires a non-empty list of items");
  return items;
}

/** The index a scroll position shows first, clamped to the last index a full view can start at. */
export function indexAtScroll(scrollLeft: number, slideWidth: number, itemCount: number): number {
  if (slideWidth <= 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / slideWidth), 0), Math.max(itemCount - 1, 0));
}
