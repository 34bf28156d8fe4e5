import { Fragment, options, type VNode } from "preact";
import { inNextTask } from "../in-next-task.ts";
import { isPageHydrated } from "../page-hydration.ts";

// Attributes that name another element by id, by the prop that sets each. React's server and Preact's browser build
// different ids from useId, and Preact hydrates an element's handlers, not its attributes: an id kept from the server
// would not match the same id rendered later (a panel's `aria-controls`, opened after hydration). Looked up from each
// element's few props rather than each of these tried on every element: that was ~3 ms of a listing's hydration.
const ID_REFERENCES = new Map<string, string>([
  ["id", "id"],
  ["htmlFor", "for"],
  ["for", "for"],
  ...[
    "aria-controls",
    "aria-describedby",
    "aria-labelledby",
    "aria-owns",
    "aria-activedescendant",
    "aria-details",
    "aria-errormessage",
    "list",
    "form",
    "headers",
  ].map((name): [string, string] => [name, name]),
]);

// `_dom` is the element a vnode rendered: Preact keeps it under that name in its source, which the build bundles
// (scripts/lib/preact-in-the-browser-plugin.ts); the version is pinned, and the journeys hydrate through this.
type ElementVNode = VNode<Record<string, unknown>> & { _dom?: Node | null };

/**
 * Preact's options hooks that make it hydrate what React's server renders, as React would (decision 066):
 * - React's server adds to the head a preload for each image it is asked to fetch first, which the browser's head
 *   does not have: Preact, matching the head's elements in order, would take each for the next it renders, so they
 *   go before the page hydrates (they have done their work);
 * - the document: Preact renders into `<html>`, so the root's own `<html>` is a fragment there, and the module
 *   preloads `<Scripts>` renders, which React hoists and Preact would add to the body, are left to the page's loader;
 * - a field with `value={undefined}` and a `defaultValue` is uncontrolled, as in React (preact/compat would make the
 *   default its value and put it back at every render, emptying what the shopper typed);
 * - attributes naming an element by id take the browser's ids as the page hydrates (`ID_REFERENCES`; once it has,
 *   Preact sets them itself);
 * - effects run as React runs them, not a frame later: while the page hydrates, in the next task (a task of their
 *   own, as the parts have theirs), after that right after the render, as React does after a click or a key (a
 *   listener an opened menu adds for Escape is there before the next key; a timer started as the pointer leaves
 *   starts then).
 */
export function prepareHydration(): void {
  leaveOutReactsImagePreloads();
  runEffectsAsReactDoes();

  const previousVNode = options.vnode;
  options.vnode = (vnode) => {
    const element = vnode as ElementVNode;
    if (element.type === "html") {
      element.type = Fragment as unknown as string;
    } else if (element.type === "link" && element.props.rel === "modulepreload") {
      // <Scripts>' module preloads: the server's markup leaves them out and the page's loader adds them to the
      // head (app/lib/scripts-after-first-paint.ts), so rendered here they would be two dozen new elements.
      element.type = Fragment as unknown as string;
      element.props = {} as typeof element.props;
    } else if (typeof element.type === "string" && element.props.value == null && "value" in element.props) {
      delete element.props.value;
    }
    previousVNode?.(vnode);
  };

  const previousDiffed = options.diffed;
  options.diffed = (vnode) => {
    const element = vnode as ElementVNode;
    const node = element._dom;
    if (typeof element.type === "string" && node instanceof Element && !isPageHydrated()) {
      for (const prop in element.props) {
        const name = ID_REFERENCES.get(prop);
        const value = element.props[prop];
        if (name && typeof value === "string" && node.getAttribute(name) !== value)
          node.setAttribute(name, value);
      }
    }
    previousDiffed?.(vnode);
  };
}

function runEffectsAsReactDoes(): void {
  const waiting: (() => void)[] = [];
  const flushAll = () => {
    for (const flush of waiting.splice(0)) flush();
  };
  (options as { requestAnimationFrame?: (flush: () => void) => void }).requestAnimationFrame = (flush) => {
    if (isPageHydrated()) {
      queueMicrotask(flush);
      return;
    }
    waiting.push(flush);
    if (waiting.length === 1) inNextTask(flushAll);
  };
}

function leaveOutReactsImagePreloads(): void {
  // The product page's own lead-image preload (its route's meta) names its type; React's own do not.
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]:not([type])'))
    link.remove();
}
