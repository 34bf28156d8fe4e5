import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { Icon } from "./icon.tsx";
import {
  assertSliderItems,
  DEFAULT_SLIDER_BREAKPOINTS,
  indexAtScroll,
  SLIDER_RECALCULATION_MS,
  type SliderArrows,
  type SliderBreakpoints,
  type SliderDots,
  showArrows,
  showDots,
  slidesPerView,
} from "./slider-rules.ts";
import "./slider.css";

// Slider (spec 002 shared components). The track is a CSS scroll-snap row, rendered on the server
// with the default slides per view set by media queries, so it scrolls by touch, trackpad and
// keyboard before any script runs. The script only adds arrows, dots and custom breakpoints.

/** Width of one slide plus the gap, i.e. how far one step scrolls. */
function slideWidth(track: HTMLUListElement | null): number {
  const first = track?.firstElementChild as HTMLElement | null;
  const second = first?.nextElementSibling as HTMLElement | null;
  if (!first) return 0;
  return second ? second.offsetLeft - first.offsetLeft : first.getBoundingClientRect().width;
}
interface SliderProps {
  items: readonly ReactNode[];
  label: string;
  arrows?: SliderArrows;
  dots?: SliderDots;
  forceArrows?: boolean;
  forceDots?: boolean;
  breakpoints?: SliderBreakpoints;
  /** "start" snaps each slide's left edge; "center" its middle. */
  snapTo?: "start" | "center";
  className?: string;
  labels?: { previous: string; next: string; slide: (index: number, count: number) => string };
}

const DEFAULT_LABELS = {
  previous: "Previous",
  next: "Next",
  slide: (index: number, count: number) => `Go to item ${index} of ${count}`,
};

export function Slider({
  items,
  label,
  arrows = "auto",
  dots = "hidden",
  forceArrows = false,
  forceDots = false,
  breakpoints,
  snapTo = "start",
  className,
  labels = DEFAULT_LABELS,
}: SliderProps) {
  assertSliderItems(items);
  const track = useRef<HTMLUListElement>(null);
  const [perView, setPerView] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [arrowsUsed, setArrowsUsed] = useState(false);

  // Slides per view follow the viewport (recalculated at most every 500 ms while resizing).
  useEffect(() => {
    const measure = () =>
      setPerView(slidesPerView(window.innerWidth, breakpoints ?? DEFAULT_SLIDER_BREAKPOINTS));
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SLIDER_RECALCULATION_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [breakpoints]);

  const onScroll = () => {
    const element = track.current;
    if (!element) return;
    const next = indexAtScroll(element.scrollLeft, slideWidth(track.current), items.length);
    setActive((current) => {
      if (current !== next) setArrowsUsed(true);
      return next;
    });
  };

  const goTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    const clamped = Math.min(Math.max(index, 0), items.length - 1);
    element.scrollTo({ left: clamped * slideWidth(track.current), behavior: "smooth" });
  };

  const view = perView ?? slidesPerView(0, breakpoints ?? DEFAULT_SLIDER_BREAKPOINTS);
  const hasArrows =
    perView !== null && showArrows({ arrows, itemCount: items.length, perView: view, forceArrows });
  const hasDots = showDots({ dots, itemCount: items.length, forceDots });
  const atEnd = active >= Math.max(items.length - Math.floor(view), 0);
  const style = perView !== null && breakpoints ? ({ "--slides": perView } as CSSProperties) : undefined;

  return (
    // A group, not a region: the section around a slider usually is the region, and two regions
    // of one name would repeat a landmark.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a carousel.
    <div
      role="group"
      className={[
        "slider",
        `slider--arrows-${arrows}`,
        `slider--dots-${dots}`,
        `slider--snap-${snapTo}`,
        arrowsUsed ? "" : "slider--arrows-unused",
        className ?? "",
      ]
        .filter(Boolean)
        .join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <ul ref={track} className="slider__track" onScroll={onScroll}>
        {items.map((item, index) => (
          <li
            key={index}
            className="slider__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${items.length}`}
          >
            {item}
          </li>
        ))}
      </ul>
      {hasArrows && (
        <div className="slider__arrows">
          <button
            type="button"
            className="slider__arrow slider__arrow--previous"
            aria-label={labels.previous}
            disabled={active === 0}
            onClick={() => goTo(active - 1)}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            type="button"
            className="slider__arrow slider__arrow--next"
            aria-label={labels.next}
            disabled={atEnd}
            onClick={() => goTo(active + 1)}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
      {hasDots && (
        <div className="slider__dots">
          {items.map((_, index) => (
            <button
              key={index}
              type="button"
              className="slider__dot"
              aria-label={labels.slide(index + 1, items.length)}
              aria-current={index === active ? "true" : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
