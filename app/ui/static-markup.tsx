import { type ReactNode, useId, useState } from "react";
import { isPageHydrated } from "../lib/page-hydration.ts";
import "./static-markup.css";

interface StaticMarkupProps {
  /**
   * Everything the children's markup depends on, as one string (a store's slug and today's weekday, the version).
   * While it stays as it was when the page hydrated, the server's markup stays; when it changes, the children
   * render in the browser in its place.
   */
  dependsOn: string;
  children: ReactNode;
}

/**
 * Markup that needs no JavaScript (opening hours, link columns, addresses), sent by the server and kept as it is
 * when the page hydrates: React takes the server's HTML for the subtree instead of walking it, element by element
 * (decision 062). Its links still navigate in the browser, since every site link is a plain anchor that the root's
 * one click listener follows, and native disclosures still open. Rendered in the browser later (a client
 * navigation, a changed `dependsOn`), it renders its children as usual. Only for children with no event handlers,
 * effects or state of their own: nothing inside it is hydrated.
 */
export function StaticMarkup({ dependsOn, children }: StaticMarkupProps) {
  const id = useId();
  const [server, setServer] = useState(() => ({
    // On the server, and once the page has hydrated, the children render.
    html:
      typeof document === "undefined" || isPageHydrated() ? null : (serverMarkup(id) ?? KEPT_BY_HYDRATION),
    dependsOn,
  }));
  // Should an element Preact was to keep have been made anew instead (a part the browser renders that the server did
  // not), it renders its children after all, before the browser paints it empty. Only then: no work per element
  // otherwise, and none under React, which finds the server's markup.
  const renderChildrenIfEmpty = (element: HTMLDivElement | null) => {
    if (element && element.childNodes.length === 0) setServer({ html: null, dependsOn });
  };
  if (server.html !== null && server.dependsOn === dependsOn) {
    return (
      <div
        ref={server.html === KEPT_BY_HYDRATION ? renderChildrenIfEmpty : undefined}
        key="server"
        className="static-markup"
        data-static-markup={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup for this element, read back from the page, so that hydration leaves it as it is
        dangerouslySetInnerHTML={{ __html: server.html }}
        suppressHydrationWarning
      />
    );
  }
  // Its own key: React replaces the element kept from the server rather than patching it.
  return (
    <div key="browser" className="static-markup" data-static-markup={id}>
      {children}
    </div>
  );
}

// Preact, the browser's React (decision 066), hydrates with ids of its own, so it does not find the server's element
// by id; it keeps a hydrated element's inner HTML whatever it is given, so an empty string keeps the server's.
const KEPT_BY_HYDRATION = "";

// The page's static elements by id, gathered in one pass the first time one is asked for: a selector per element
// scanned the whole document each time (4 ms of a page of fifteen stores). Each is let go once read.
let serverElements: Map<string, Element> | null = null;

function serverMarkup(id: string): string | null {
  if (typeof document === "undefined") return null;
  serverElements ??= new Map(
    [...document.querySelectorAll("[data-static-markup]")].map((element) => [
      element.getAttribute("data-static-markup") ?? "",
      element,
    ]),
  );
  const element = serverElements.get(id);
  serverElements.delete(id);
  return element?.innerHTML ?? null;
}
