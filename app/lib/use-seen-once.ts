import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `rootMargin` of the viewport since it mounted (and stays so): what a control
 * loads only once a shopper could see it, such as the store map or the wallets' own script. An element that CSS
 * hides never intersects. Without IntersectionObserver it counts as seen at once; while `watching` is false it is
 * not watched.
 */
export function useSeenOnce(
  element: RefObject<Element | null>,
  rootMargin: string,
  watching = true,
): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !watching) return;
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, rootMargin, seen, watching]);
  return seen;
}
