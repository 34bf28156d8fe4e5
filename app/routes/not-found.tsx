import { data } from "react-router";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { notFoundMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/not-found";

/** Anything that is no route answers HTTP 404 with the not-found page (spec 000 §2, 002 §2). */
export function loader({ params }: Route.LoaderArgs) {
  const version = versionFromSegment(params.version);
  return data({ version, locale: LOCALE_BY_VERSION[version] }, { status: 404 });
}

export function meta({ params }: Route.MetaArgs) {
  return notFoundMeta(params.version);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage version={loaderData.version} locale={loaderData.locale} />;
}
