import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// spec 000 §2: every route lives under the version segment (uk, us, row). Routes whose screens
// belong to later issues render their content-store page when one exists, else the 404 page.
const content = "routes/content-page.tsx";

export default [
  ...prefix(":version", [
    // The shopper's recently viewed products, asked for by pages every shopper shares (docs/decisions/051).
    route("recommendations/recently-viewed", "routes/recently-viewed.ts", { id: "recently-viewed" }),
    layout("routes/version-layout.tsx", [
      index("routes/home.tsx"),
      route("amplience/content", content, { id: "amplience-content" }),
      route("bag", "routes/bag.tsx", { id: "bag" }),
      // The add-to-bag form action (add, add a bundle); the bag page takes its own changes: docs/forms-and-mutations.md.
      route("bag/update", "routes/bag-update.tsx", { id: "bag-update" }),
      route("brochure-request", "routes/brochure-request.tsx", { id: "brochure-request" }),
      route("brochure-request/confirmation", "routes/brochure-confirmation.tsx", {
        id: "brochure-request-confirmation",
      }),
      route("bundle/:bundleName/p/:productId", "routes/bundle.tsx", { id: "bundle" }),
      route("collection/:collectionName/p/:productId", "routes/collection.tsx", { id: "collection" }),
      route("c/:category/:subcategory?", "routes/listing.tsx", { id: "category-landing" }),
      // The checkout up to payment: sections posted to one action.
      route("checkout/secure", "routes/checkout.tsx", { id: "checkout" }),
      // Checkout sign-in: a guest e-mail or sign-in before the checkout.
      route("login/checkout", "routes/checkout-login.tsx", { id: "checkout-login" }),
      // The order just placed; guest tracking and the account's orders (point 4).
      route("checkout/orderConfirmation/:orderID", "routes/order-confirmation.tsx", {
        id: "order-confirmation",
      }),
      route("guest/trackOrder", "routes/guest-track-order.tsx", { id: "guest-track-order" }),
      // A gift card's balance by number and PIN (UK only; docs/decisions/043).
      route("gift-cards/balance", "routes/gift-card-balance.tsx", { id: "gift-card-balance" }),
      route("help/contact-us", "routes/contact-us.tsx", { id: "contact-us" }),
      route("help/contact-us/confirmation", "routes/contact-us-confirmation.tsx", {
        id: "contact-us-confirmation",
      }),
      route("help/account-deletion", "routes/account-deletion.tsx", { id: "account-deletion" }),
      route(":productName/p/ECARD", "routes/gift-card.tsx", { id: "e-gift-card" }),
      route(":productName/p/GCARD", "routes/gift-card.tsx", { id: "gift-card" }),
      // Also serves the help aliases of spec 000 §2 (black-friday*, gift-cards, wedding-list…), each a help category.
      route("help/:helpcategory?/:helpsubcategory?", content, { id: "help" }),
      route("our-world", content, { id: "our-world" }),
      route("our-world/ft/:amplienceid", content, { id: "our-world-feature" }),
      route("our-world/:category", content, { id: "our-world-category" }),
      route("our-world/:category/:article", content, { id: "our-world-article" }),
      route("our-world/:category?/ft/:article/:amplienceid", content, { id: "our-world-category-feature" }),
      // One combined sign-in and register view (spec 001 §2).
      route("login", "routes/login.tsx", { id: "login" }),
      route("login/register", "routes/login.tsx", { id: "login-register" }),
      route("login/account", "routes/login.tsx", { id: "login-account" }),
      route("login/register/confirm", "routes/register-confirm.tsx", { id: "register-confirm" }),
      route("logout", "routes/logout.tsx", { id: "logout" }),
      route("login/pw/request", "routes/password-request.tsx", { id: "password-request" }),
      route("login/pw/change", "routes/password-change.tsx", { id: "password-change" }),
      route("login/link", "routes/login-link.tsx", { id: "login-link" }),
      route("dev/mailbox", "routes/dev-mailbox.tsx", { id: "dev-mailbox" }),
      route("my-account", "routes/my-account.tsx", { id: "my-account" }),
      route("my-account/orders/:orderNumber", "routes/my-account-order.tsx", { id: "my-account-order" }),
      route("magazine", "routes/magazine-board.tsx", { id: "magazine" }),
      route("magazine/:categorySlug", "routes/magazine-board.tsx", { id: "magazine-category" }),
      route("magazine/:categorySlug/:articleSlug", "routes/magazine-article.tsx", { id: "magazine-article" }),
      route(":category/:subcategory?/:classification?/c/:subclassification", "routes/listing.tsx", {
        id: "listing",
      }),
      route("search", "routes/listing.tsx", { id: "search" }),
      route("saved-items", "routes/saved-items.tsx", { id: "saved-items" }),
      route(":category/p/:productId", "routes/product.tsx", { id: "product" }),
      route(":category/p/:productId/g/:groupId", "routes/product.tsx", { id: "grouped-product" }),
      // Find a store, and a page per store (spec 002 §2 our-stores).
      route("our-stores", "routes/our-stores.tsx", { id: "our-stores" }),
      route("our-stores/:storeSlug", "routes/our-store.tsx", { id: "our-store" }),
      route("subscription", content, { id: "subscription" }),
      // The shopper's analytics choice (docs/decisions/047-tracking-and-consent.md).
      route("cookie-preferences", "routes/cookie-preferences.tsx", { id: "cookie-preferences" }),
      route("*", "routes/not-found.tsx"),
    ]),
  ]),
  // The back office (issue 29, docs/decisions/057-staff-access.md): outside the version prefix, staff only, every
  // page checked on the server by requireStaff and answered `private, no-store` (server/admin/admin-area.ts).
  route("admin", "routes/admin/admin-layout.tsx", { id: "admin" }, [
    index("routes/admin/admin-home.tsx", { id: "admin-home" }),
    route("sign-in", "routes/admin/admin-sign-in.tsx", { id: "admin-sign-in" }),
    route("sign-out", "routes/admin/admin-sign-out.tsx", { id: "admin-sign-out" }),
    route("audit", "routes/admin/admin-audit.tsx", { id: "admin-audit" }),
    route("promotions", "routes/admin/admin-promotions.tsx", { id: "admin-promotions" }),
    route("orders", "routes/admin/admin-orders.tsx", { id: "admin-orders" }),
    route("orders.csv", "routes/admin/admin-orders-csv.ts", { id: "admin-orders-csv" }),
    route("orders/:orderNumber", "routes/admin/admin-order.tsx", { id: "admin-order" }),
    route("catalogue", "routes/admin/admin-catalogue.tsx", { id: "admin-catalogue" }),
    route("catalogue/:code", "routes/admin/admin-catalogue-product.tsx", { id: "admin-catalogue-product" }),
    route("gift-cards", "routes/admin/admin-gift-cards.tsx", { id: "admin-gift-cards" }),
    route("gift-cards/:giftCardId", "routes/admin/admin-gift-card.tsx", { id: "admin-gift-card" }),
    route("*", "routes/admin/admin-not-found.tsx", { id: "admin-not-found" }),
  ]),
] satisfies RouteConfig;
