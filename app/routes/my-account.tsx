import { selectedCountryFor } from "../../core/site/country-selection.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { AddressBook } from "../components/my-account/address-book.tsx";
import { ChangePasswordForm, PersonalDetailsSection } from "../components/my-account/personal-details.tsx";
import { OrderHistory } from "../components/orders/order-history.tsx";
import { SiteLink } from "../components/shell/site-link.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { requireSignedIn } from "../lib/require-signed-in.server.ts";
import { useSite } from "../lib/use-site.ts";
import { buttonClassName } from "../ui/button.tsx";
import type { Route } from "./+types/my-account";
import { answerMyAccount, loadMyAccount } from "./my-account.server.ts";
import { loadOrderHistory, ordersPageOf } from "./my-account-order.server.ts";
import "../components/my-account/my-account.css";

// my-account (spec 001 §2): personal details, the address book, orders and saved items, for a
// signed-in customer only; a guest or a remembered customer past the idle time signs in first (spec 001 §6).
// Every change posts to this action with an intent; the answer is data, and the page's data is read again.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const customerId = requireSignedIn(ctx, `/${version}/my-account`);
  const [account, orders] = await Promise.all([
    loadMyAccount(ctx, version, customerId),
    // The customer's own orders, newest first.
    loadOrderHistory(ctx, version, customerId, ordersPageOf(new URL(request.url))),
  ]);
  return { ...account, orders, defaultCountry: selectedCountryFor(version, ctx.session.data.country) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const customerId = requireSignedIn(ctx, `/${version}/my-account`);
  return answerMyAccount(ctx, version, customerId, await request.formData());
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "myAccount.title", { description: "myAccount.metaDescription" });
}

const SECTIONS = [
  { id: "personal-details", key: "myAccount.details.heading" },
  { id: "addresses", key: "myAccount.addresses.heading" },
  { id: "orders", key: "myAccount.orders.heading" },
  { id: "saved-items", key: "myAccount.savedItems.heading" },
] as const;

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const { version, t } = useSite();
  const { details, addresses, rules, savedItems, orders, defaultCountry } = loaderData;
  return (
    <div className="page my-account">
      <header className="my-account__header">
        <h1 className="my-account__title">{t("myAccount.title")}</h1>
        <p className="my-account__greeting">{t("myAccount.greeting", { name: details.firstName })}</p>
        <p className="my-account__intro">{t("myAccount.intro")}</p>
      </header>
      <nav className="my-account__nav" aria-label={t("myAccount.nav")}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="my-account__sections">
        <section
          id="personal-details"
          className="my-account__section"
          aria-labelledby="personal-details-heading"
        >
          <h2 id="personal-details-heading" className="my-account__heading">
            {t("myAccount.details.heading")}
          </h2>
          <PersonalDetailsSection details={details} />
          <ChangePasswordForm />
        </section>
        <section id="addresses" className="my-account__section" aria-labelledby="addresses-heading">
          <h2 id="addresses-heading" className="my-account__heading">
            {t("myAccount.addresses.heading")}
          </h2>
          <AddressBook addresses={addresses} rules={rules} defaultCountry={defaultCountry} />
        </section>
        <section id="orders" className="my-account__section" aria-labelledby="orders-heading">
          <h2 id="orders-heading" className="my-account__heading">
            {t("myAccount.orders.heading")}
          </h2>
          {orders.total === 0 ? (
            <div className="my-account__empty-state">
              <p>{t("myAccount.orders.empty")}</p>
              <SiteLink version={version} to="/" className={buttonClassName("secondary")}>
                {t("myAccount.orders.startShopping")}
              </SiteLink>
            </div>
          ) : (
            <OrderHistory
              orders={orders.orders}
              page={orders.page}
              pageCount={orders.pageCount}
              pageHref={(page) => `/${version}/my-account?ordersPage=${page}#orders`}
            />
          )}
        </section>
        <section id="saved-items" className="my-account__section" aria-labelledby="saved-items-heading">
          <h2 id="saved-items-heading" className="my-account__heading">
            {t("myAccount.savedItems.heading")}
          </h2>
          <p className="my-account__count">
            {savedItems.count === 1
              ? t("myAccount.savedItems.countOne")
              : t("myAccount.savedItems.count", { count: savedItems.count })}
          </p>
          {savedItems.count === 0 ? (
            <p className="my-account__empty">{t("myAccount.savedItems.empty")}</p>
          ) : (
            <ul className="my-account__saved">
              {savedItems.first.map((item) => (
                <li key={item.position}>
                  <a href={item.productUrl || `/${version}/saved-items`} className="my-account__saved-item">
                    {item.imageUrl && (
                      <img src={item.imageUrl} alt="" loading="lazy" width="160" height="200" />
                    )}
                    <span className="my-account__saved-name">{item.name}</span>
                    {item.priceFormattedValue && (
                      <span className="my-account__saved-price">{item.priceFormattedValue}</span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <SiteLink version={version} to="/saved-items" className={buttonClassName("secondary")}>
            {t("myAccount.savedItems.viewAll")}
          </SiteLink>
        </section>
      </div>
    </div>
  );
}
