import type { ContentComponent } from "../../../core/content/content-types.ts";
import { usePersonalUniversal } from "../../lib/personal/personal-universal.tsx";
import { useSite } from "../../lib/use-site.ts";
import { Icon, iconForUrl } from "../../ui/icon.tsx";
import { SignOutForm } from "../account/sign-out-form.tsx";
import { accountLinks } from "./account-links.ts";
import { FlyoverAnchor } from "./flyover.tsx";
import { AccountLinkItems } from "./link-items.tsx";
import { SiteLink } from "./site-link.tsx";
import "./account-toggle.css";
import "./icon-link.css";

const FLYOVER_ID = "account-flyover";

/**
 * The account toggle (desktop only, spec 000 "Header"): to my-account when signed in, else to login, with the
 * signed-in or guest flyover from content and the quick-link list.
 */
export function AccountToggle() {
  const { version, t, data } = useSite();
  const universal = usePersonalUniversal();
  if (!data || !universal) return null;
  // spec 000 §3, §6; 001 §6: a soft-logged-in customer is greeted too (asked for the password on account pages).
  const { firstName } = universal.user;
  const isSignedIn = universal.user.isSignedIn || universal.user.isSoftLoggedIn;
  const label = isSignedIn ? t("shell.account.myAccount") : t("header.account");
  return (
    <FlyoverAnchor
      panel="account"
      openDelayMs={0}
      className="account-toggle"
      trigger={
        <SiteLink version={version} to={isSignedIn ? "/my-account" : "/login"} className="icon-link">
          <Icon name="account" size={22} />
          {/* Keyed apart: the greeting is a new element where the hidden label was, not that one moved (a shift). */}
          {isSignedIn && firstName ? (
            <span key="greeting" className="account-toggle__greeting">
              {t("shell.account.greeting", { firstName })}
              <span className="visually-hidden">, {label}</span>
            </span>
          ) : (
            <span key="label" className="visually-hidden">
              {label}
            </span>
          )}
        </SiteLink>
      }
    >
      <div id={FLYOVER_ID} className="account-flyover">
        {isSignedIn && firstName && (
          <p className="account-flyover__greeting">{t("shell.account.greeting", { firstName })}</p>
        )}
        {isSignedIn && <AccountSections />}
        <ul className="account-flyover__tiles">
          {flyoverTiles(data.shell.flyover, isSignedIn).map((tile) => (
            <li key={tile.id}>
              <SiteLink version={version} to={tile.path} className="account-flyover__tile">
                <TileIcon iconUrl={tile.iconUrl} />
                <span>
                  <span className="account-flyover__title">{tile.title}</span>
                  {tile.content && <span className="account-flyover__copy">{tile.content}</span>}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
        <QuickLinks
          signedIn={isSignedIn}
          savedItemsEnabled={data.toggles.wishlistNavigationEnabled === "true"}
        />
      </div>
    </FlyoverAnchor>
  );
}

/** The signed-in customer's account sections and the sign-out form. */
function AccountSections() {
  const { t, version } = useSite();
  const sections = [
    { hash: "#personal-details", key: "account.flyover.myAccount" },
    { hash: "#orders", key: "account.flyover.orders" },
    { hash: "#addresses", key: "account.flyover.addresses" },
    { hash: "#saved-items", key: "account.flyover.savedItems" },
  ] as const;
  return (
    <div className="account-flyover__sections">
      <ul className="account-flyover__section-list">
        {sections.map((section) => (
          <li key={section.hash}>
            <SiteLink
              version={version}
              to={`/my-account${section.hash}`}
              className="account-flyover__section"
            >
              {t(section.key)}
            </SiteLink>
          </li>
        ))}
      </ul>
      <SignOutForm className="account-flyover__sign-out" />
    </div>
  );
}

/** spec 000 "Main navigation": the quick-link list for non-touch screens. */
function QuickLinks({ signedIn, savedItemsEnabled }: { signedIn: boolean; savedItemsEnabled: boolean }) {
  const { t, version } = useSite();
  // The desktop quick links also lead to the gift card balance, on the UK site where gift cards are sold.
  const links = accountLinks({
    signedIn,
    savedItemsEnabled,
    wording: "quick",
    giftCardBalance: version === "uk",
  });
  return (
    <nav className="quick-links" aria-label={t("shell.links.quickLinks")}>
      <AccountLinkItems links={links} />
    </nav>
  );
}

interface FlyoverTile {
  id: string;
  path: string;
  iconUrl: string;
  title: string;
  content: string;
}

/** spec 000 §3: ids containing "signedIn-" are for signed-in shoppers, the rest for guests. */
function flyoverTiles(components: ContentComponent[], signedIn: boolean): FlyoverTile[] {
  return components
    .filter((component) => component.id.includes("signedIn-") === signedIn)
    .map((component) => ({
      id: component.id,
      path: text(component.data.textBody) || "/",
      iconUrl: text(component.data.iconUrl),
      title: text(component.data.title),
      content: text(component.data.content),
    }))
    .filter((tile) => tile.title !== "");
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function TileIcon({ iconUrl }: { iconUrl: string }) {
  const name = iconForUrl(iconUrl);
  return name ? <Icon name={name} size={24} /> : <span aria-hidden="true" />;
}
