import { data } from "react-router";
import { versionFromSegment } from "../../core/site/versions.ts";
import { ContentBody } from "../components/content/content-body.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { notFoundMeta, pageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { buttonClassName } from "../ui/button.tsx";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/account-deletion";
import "../components/content/content-page.css";

/** help/account-deletion: the help copy, and a way to ask for deletion (contact us, subject "My account"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context
    .get(requestContext)
    .services.content.page("help/account-deletion", versionFromSegment(params.version));
  if (!page) return data({ page: null }, { status: 404 });
  return { page };
}

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return notFoundMeta(params.version);
  return pageMeta({ location, matches }, { title: page.title, description: page.description });
}

export default function AccountDeletion({ loaderData }: Route.ComponentProps) {
  const { version, locale, t } = useSite();
  const page = loaderData.page;
  if (!page) return <NotFoundPage version={version} locale={locale} />;
  return (
    <article className="page page--narrow content-page">
      <h1 className="page-title">{page.title}</h1>
      {page.description && <p className="page-lede">{page.description}</p>}
      <ContentBody page={page} version={version} only={["richText"]} />
      <p className="content-page__action">
        <UiLink
          path={{ pathname: "/help/contact-us", search: { subject: "account" } }}
          inline={false}
          className={buttonClassName("primary")}
        >
          {t("accountDeletion.contact")}
        </UiLink>
      </p>
      <ContentBody page={page} version={version} only={["linkList"]} />
    </article>
  );
}
