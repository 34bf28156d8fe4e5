import type { CategoryLink } from "../../../core/catalogue/product-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";
import "./breadcrumbs.css";

export function Breadcrumbs({ trail, current }: { trail: readonly CategoryLink[]; current: string }) {
  const { t, version } = useSite();
  return (
    <nav className="product-breadcrumbs" aria-label={t("product.breadcrumb")}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.code}>
            <SiteLink version={version} to={crumb.path}>
              {crumb.name}
            </SiteLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
