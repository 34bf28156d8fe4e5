// Accordion rules (spec 002 §4 "Other"): in single mode opening a block closes the others.
export type AccordionMode = "single" | "many";

/** The open block ids after a block is opened or closed. */
export function toggleOpen(
  open: readonly string[],
  id: string,
  isOpening: boolean,
  mode: AccordionMode,
): string[] {
  if (!isOpening) return open.filter((openId) => openId !== id);
  if (mode === "single") return [id];
  return open.includes(id) ? [...open] : [...open, id];
}

/** The title a block shows: the alternate one while expanded, when it has one. */
export function accordionTitle(item: { title: string; expandedTitle?: string }, isOpen: boolean): string {
  return isOpen && item.expandedTitle ? item.expandedTitle : item.title;
}
