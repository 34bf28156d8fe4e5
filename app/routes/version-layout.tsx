import { Outlet, useRouteLoaderData } from "react-router";
import { LOCALE_BY_VERSION, type Version, versionFromSegment } from "../../core/site/versions.ts";
import { Footer } from "../components/shell/footer.tsx";
import { Header } from "../components/shell/header.tsx";
import { requestContext } from "../lib/request-context.ts";
import { splitVersionPath } from "../lib/site-paths.ts";
import { translate } from "../lib/text/text.ts";
import type { Route } from "./+types/version-layout";

/** The page shell's data, loaded once per version: content, universal data and the public toggles. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const { path } = splitVersionPath(new URL(request.url).pathname);
  const config = ctx.services.config[version];
  const shell = await ctx.services.content.shell(version);
  return {
    version,
    locale: LOCALE_BY_VERSION[version],
    shell,
    universal: ctx.universal(version, path),
    toggles: {
      wishlistNavigationEnabled: config.wishlist.navigationEnabled,
      footer: config.footer,
      paymentIcons: config.paymentIcons,
    },
  };
}

/** Version, locale and wording for any component under the version layout. */
export function useSite() {
  const data = useRouteLoaderData<typeof loader>("routes/version-layout");
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

export default function VersionLayout({ loaderData }: Route.ComponentProps) {
  const t = (key: Parameters<typeof translate>[1]) => translate(loaderData.locale, key);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <Header
        shell={loaderData.shell}
        version={loaderData.version}
        locale={loaderData.locale}
        universal={loaderData.universal}
        wishlistNavigationEnabled={loaderData.toggles.wishlistNavigationEnabled === "true"}
      />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        shell={loaderData.shell}
        version={loaderData.version}
        locale={loaderData.locale}
        paymentIcons={loaderData.toggles.paymentIcons}
      />
    </>
  );
}
