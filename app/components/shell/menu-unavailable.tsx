import type { MenuTop } from "../../../core/site/navigation-menu.ts";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "./site-link.tsx";

/** A submenu that could not be fetched still leads somewhere: the top item's own page, which lists its children. */
export function MenuUnavailable({ top, className }: { top: MenuTop; className: string }) {
  const { version, t } = useSite();
  return (
    <p className={className}>
      <SiteLink version={version} to={top.url}>
        {t("shell.menu.unavailable", { label: top.label })}
      </SiteLink>
    </p>
  );
}
