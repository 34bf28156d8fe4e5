import { useRouteLoaderData } from "react-router";
import { oncePerObject } from "../../core/content/once-per-object.ts";
import type { Version } from "../../core/site/versions.ts";
import { fromJsonText, type JsonText } from "./json-text.ts";
import type { SiteData } from "./site-data.server.ts";
import { translate } from "./text/text.ts";

/**
 * Version, locale and wording for any component under the version layout. It reads the layout's
 * loader data by its type (as the Epic Stack's request-info does), so components never import the
 * route module that renders them and no import cycle runs through the shell. Its `universal` is the page's:
 * on a shareable page a stranger's, so what is the shopper's own (counts, greeting, CSRF token) is read with
 * `useUniversal()`, and only the components that do so render again when it arrives.
 */
export function useSite() {
  const layout = useRouteLoaderData<{ site: JsonText<SiteData> }>("routes/version-layout");
  const data = layout ? siteOf(layout) : undefined;
  const version: Version = data?.version ?? "uk";
  const locale = data?.locale ?? "en-GB";
  return {
    version,
    locale,
    t: (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate(locale, key, values),
    data,
  };
}

// The layout's data, by the loader value itself: a page's render reads it in a hundred places or more, and finding
// the parsed text by the text compared the whole 10 KB string with the one kept each time (issue 28).
/** The layout's one JSON text (decision 069), parsed once however many components read it. */
const siteOf = oncePerObject((layout: { site: JsonText<SiteData> }): SiteData => fromJsonText(layout.site));
