import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { Version } from "../../core/site/versions.ts";
import { usePersonalUniversal } from "./personal/personal-universal.tsx";
import type { SiteData } from "./site-data.server.ts";
import { translate } from "./text/text.ts";

/**
 * Version, locale and wording for any component under the version layout. It reads the layout's
 * loader data by its type (as the Epic Stack's request-info does), so components never import the
 * route module that renders them and no import cycle runs through the shell.
 */
export function useSite() {
  const loaded = useRouteLoaderData<SiteData>("routes/version-layout");
  // A shareable page's universal data is a stranger's: the shopper's own replaces it once fetched.
  const universal = usePersonalUniversal();
  const data = useMemo(
    () => (loaded && universal && loaded.universal !== universal ? { ...loaded, universal } : loaded),
    [loaded, universal],
  );
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
