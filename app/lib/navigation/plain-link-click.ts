/** The parts of a click the decision reads: a DOM `MouseEvent` has them all. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/**
 * The link (matching `selector`) a click is a plain follow of, or null when the browser should be left to it: a
 * click something else handled, another button, a modified click (new tab or window, download), a link that opens
 * elsewhere or downloads. What React Router's `<Link>` checks before it navigates on its own.
 */
export function plainLinkClicked(click: LinkClick, selector: string): Element | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const target = click.target as { closest?: (selector: string) => Element | null } | null;
  const anchor = target?.closest?.(selector);
  if (!anchor) return null;
  if ((anchor.getAttribute("target") ?? "_self") !== "_self" || anchor.hasAttribute("download")) return null;
  return anchor;
}
