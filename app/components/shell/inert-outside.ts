/** The attribute that keeps an element in reach while a covering shell panel is open: `data-in-reach-with="search"`. */
export const IN_REACH_ATTRIBUTE = "data-in-reach-with";

const NEVER_INERT = new Set(["SCRIPT", "STYLE", "TEMPLATE", "LINK", "META"]);

/**
 * Makes everything in the document inert except `keep` and what contains it (WCAG 2.4.3): what lies
 * behind an open panel leaves the tab order and the accessibility tree, the way `showModal()` treats the page
 * behind a dialog. Walks down from the body and marks each branch that holds nothing to keep, as the
 * `aria-hidden` "hide others" approach does. Returns the undo, which clears only what it set.
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const kept = new Set(keep);
  const onPath = new Set<Element>();
  for (const element of keep) {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
      onPath.add(node);
  }
  const marked: HTMLElement[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.has(child)) continue;
      if (onPath.has(child)) visit(child);
      else if (child instanceof HTMLElement && !child.inert && !NEVER_INERT.has(child.tagName)) {
        child.inert = true;
        marked.push(child);
      }
    }
  };
  visit(document.body);
  return () => {
    for (const element of marked) element.inert = false;
  };
}
