import { data } from "react-router";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { notFoundMeta, unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/dev-mailbox";
import "./password-pages.css";

// dev/mailbox: the outbox as a mailbox, for development and the journeys, when no SMTP_URL
// sends real mail. Served only when enabled (NODE_ENV not production, or MAILBOX_ENABLED=1 without SMTP_URL) and
// only to the machine itself (server/pages.ts); anyone else gets the plain 404 page, as if it did not exist.
// A message's HTML is shown in a sandboxed frame (no scripts, no same origin).
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.mailbox.enabled) throw data(null, { status: 404 });
  const id = new URL(request.url).searchParams.get("id");
  if (id) {
    const message = await ctx.mailbox.outbox.find(id);
    if (!message) throw data(null, { status: 404 });
    return { message, messages: [] };
  }
  return { message: null, messages: await ctx.mailbox.outbox.latest(50) };
}

// A refused visitor gets the not-found page's title too: nothing says a mailbox is here.
export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(params.version);
  return unlistedPageMeta(params.version, { text: "Development mailbox" });
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  const version = versionFromSegment(params.version);
  return <NotFoundPage version={version} locale={LOCALE_BY_VERSION[version]} />;
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useSite();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }).format(
      new Date(iso),
    );
  const { message, messages } = loaderData;
  if (message) {
    return (
      <article className="mailbox-page">
        <p>
          <UiLink path="/dev/mailbox">{t("mailbox.back")}</UiLink>
        </p>
        <h1 className="page-title">{message.subject}</h1>
        <p className="mailbox-page__meta">
          {t("mailbox.to")}: {message.to} · {t("mailbox.sent")}: {when(message.createdAt)} UTC
        </p>
        <h2>{t("mailbox.html")}</h2>
        <iframe className="mailbox-page__frame" title={message.subject} sandbox="" srcDoc={message.html} />
        <h2>{t("mailbox.text")}</h2>
        <pre className="mailbox-page__text">{message.text}</pre>
      </article>
    );
  }
  return (
    <div className="mailbox-page">
      <h1 className="page-title">{t("mailbox.title")}</h1>
      <p className="mailbox-page__meta">{t("mailbox.copy")}</p>
      {messages.length === 0 ? (
        <p>{t("mailbox.empty")}</p>
      ) : (
        <ul className="mailbox-page__list">
          {messages.map((m) => (
            <li key={m.id} className="mailbox-page__item">
              <UiLink path={{ pathname: "/dev/mailbox", search: { id: m.id } }} inline={false}>
                <strong>{m.subject}</strong>
                <span className="mailbox-page__meta">
                  {t("mailbox.to")}: {m.to} · {when(m.createdAt)} UTC
                </span>
              </UiLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
