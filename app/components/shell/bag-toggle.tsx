import { usePersonalDataKnown } from "../../lib/personal/personal-universal.tsx";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { FlyoverAnchor } from "./flyover.tsx";
import { HeaderBagPreview } from "./header-bag-preview.tsx";
import { SiteLink } from "./site-link.tsx";
import { useHeaderCounters } from "./use-header-counters.ts";
import "./bag-toggle.css";
import "./icon-link.css";

/** The bag icon with its count badge (spec 000 "Header"), and on wide screens the bag preview flyover. */
export function BagToggle() {
  const { version, t, data } = useSite();
  const { bag } = useHeaderCounters();
  // On a page shared by every shopper the count is nobody's until the shopper's own arrives (decision 051): without
  // JavaScript the link says "Bag" and leads to it.
  const known = usePersonalDataKnown();
  return (
    <FlyoverAnchor
      panel="bag"
      openDelayMs={data?.timings.bagHoverDelayMs ?? 750}
      className="bag-toggle"
      // spec 000 §4: with the side-drawer toggle on, wide screens get the bag as a side drawer.
      panelClassName={data?.toggles.sideDrawer ? "flyover--drawer" : undefined}
      trigger={
        <SiteLink version={version} to="/bag" className="icon-link">
          <Icon name="bag" size={22} />
          <span className="visually-hidden">
            {!known
              ? t("header.bag")
              : bag === 1
                ? t("header.bagCountOne")
                : t("header.bagCount", { count: bag })}
          </span>
          {known && bag > 0 && (
            <span className="badge" aria-hidden="true">
              {bag}
            </span>
          )}
        </SiteLink>
      }
    >
      <HeaderBagPreview />
    </FlyoverAnchor>
  );
}
