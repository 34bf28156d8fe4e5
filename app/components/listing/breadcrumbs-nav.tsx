import type { Breadcrumb } from "../../../core/search/breadcrumbs.ts";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";
import "./breadcrumbs-nav.css";

export function BreadcrumbsNav({ items }: { items: readonly Breadcrumb[] }) {
  const { version, t } = useSite();
  return (
    <nav className="breadcrumbs" aria-label={t("a11y.breadcrumb")}>
      <ol>
        {items.map((item) => (
          <li key={`${item.name}-${item.url}`}>
            {item.url === null ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <SiteLink version={version} to={item.url}>
                {item.name}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
