import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { SiteLink } from "./site-link.tsx";
import { useHeaderCounters } from "./use-header-counters.ts";
import "./icon-link.css";

/** The saved-items heart (spec 000 "Header"): filled when the saved-items counter is above 0. */
export function SavedItemsToggle() {
  const { version, t } = useSite();
  const { savedItems } = useHeaderCounters();
  return (
    <SiteLink version={version} to="/saved-items" className="icon-link">
      <Icon name="heart" filled={savedItems > 0} size={22} />
      <span className="visually-hidden">
        {savedItems > 0 ? t("shell.saved.count", { count: savedItems }) : t("shell.saved.label")}
      </span>
    </SiteLink>
  );
}
