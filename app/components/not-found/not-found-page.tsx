import type { ReactNode } from "react";
import type { Version } from "../../../core/site/versions.ts";
import type { TextKey } from "../../lib/text/text.ts";
import { translate } from "../../lib/text/text.ts";
import { SiteLink } from "../shell/site-link.tsx";
import "./not-found-page.css";

// spec 002 §2 "Not-found page": three call-to-action buttons with fixed targets, and six shopping links.
const BUTTONS: { key: TextKey; to: string }[] = [
  { key: "notFound.help", to: "/help" },
  { key: "notFound.homepage", to: "/" },
  { key: "notFound.login", to: "/login" },
];

const SHOPPING_LINKS: { key: TextKey; to: string }[] = [
  { key: "notFound.newInClothing", to: "/New-In/c/New-In-Clothing" },
  { key: "notFound.bedLinen", to: "/Bedroom/c/Bed-Linen" },
  { key: "notFound.homeDecor", to: "/Home/c/Home-Decor" },
  { key: "notFound.babyClothing", to: "/Baby-Children/c/Baby-Clothing" },
  { key: "notFound.homeFragrance", to: "/Home/c/Home-Fragrance" },
  { key: "notFound.gifts", to: "/c/Gifts" },
];

/** `children`: the not-found position's recommendations carousel, where the page has one (spec 002 §2). */
export function NotFoundPage({
  version,
  locale,
  children,
}: {
  version: Version;
  locale: string;
  children?: ReactNode;
}) {
  const t = (key: TextKey) => translate(locale, key);
  return (
    <div className="page page--narrow not-found">
      <h1 className="not-found__title">{t("notFound.title")}</h1>
      <p className="not-found__subtitle">{t("notFound.subtitle")}</p>
      <ul className="not-found__buttons">
        {BUTTONS.map((b) => (
          <li key={b.key}>
            <SiteLink version={version} to={b.to} className="button">
              {t(b.key)}
            </SiteLink>
          </li>
        ))}
      </ul>
      <h2 className="not-found__shopping-title">{t("notFound.shopping")}</h2>
      <ul className="not-found__shopping">
        {SHOPPING_LINKS.map((l) => (
          <li key={l.key}>
            <SiteLink version={version} to={l.to} className="text-link">
              {t(l.key)}
            </SiteLink>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
