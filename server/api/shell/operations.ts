import { z } from "../../../core/validation/zod.ts";
import { type OperationGroup, withTrailingSlash } from "../openapi/json-operation.ts";
import { countryCurrencyForm } from "./country-currency.ts";
import { joinRequestForm } from "./join-request.ts";
import { menuPanelsParams } from "./menu-panels.ts";
import { siteConfigQuery } from "./validators.ts";

// The shell's calls (spec 000 §7) for the OpenAPI document; routes in this folder.

export const shellOperations: OperationGroup = {
  tag: "Shell",
  description:
    "The header's country and currency selector and main menu, the footer's newsletter sign-up, and the site's " +
    "configuration.",
  operations: [
    {
      method: "get",
      paths: ["/TWCcommercewebservices/v2/:site/config"],
      summary: "The site's configuration",
      description:
        "`fields=BASIC` or `DEFAULT` (the default): the site, its currency and locale. `fields=FULL` adds the " +
        "checkout config (countries needing a postcode or a state, the Google Pay lists), the field validation " +
        "rules by country, the toggles a client acts on, the payment icons, and the gift card offer, sold on " +
        "the UK site (`twc-uk`) in pounds only. The same for everyone: `public, max-age=300`.",
      params: z.object({ site: z.enum(["twc-uk", "twc-us", "twc-row"]) }),
      query: siteConfigQuery,
      responses: { 200: "The configuration.", 400: "An unknown site or field set." },
    },
    {
      method: "get",
      paths: ["/api/navigation/:version/menu.json"],
      summary: "The main menu with its submenus",
      description:
        "Pages carry only the menu's top items; the header fetches this when a submenu is first opened. " +
        "`{sections: [{id, label, url, alignRight, columns: [{id, title, links: [{id, linkName, url}]}], " +
        "underNavigation: [{id, linkName, url}], banner}]}`, in menu order. The same for every shopper of a " +
        "version: `public, max-age=300`.",
      params: menuPanelsParams,
      responses: { 200: "The menu.", 400: "An unknown version." },
    },
    {
      method: "get",
      paths: ["/header/countryCurrency/", "/header/countryCurrency"],
      summary: "The countries and currencies a shopper can choose",
      description:
        "Reference data, the same for everyone: `public, max-age=600`. `baseStoreCountries` lists every country " +
        "by name: `{isocode, name, version, defaultBaseStore: {uid, defaultCurrency: {isocode, symbol, name}}}`. " +
        "`regionsForCountries` (spec 002 §7, the region selector) groups the same countries by region: " +
        "`[{code, name, countries: [isocode]}]`, regions in a fixed order (`europe`, `north-america`, " +
        "`south-america`, `middle-east`, `asia`, `africa`, `oceania`, `antarctica`, then `other` for a country " +
        "no region claims), each country in exactly one region and in the order of `baseStoreCountries`.",
      responses: { 200: "`{data: {baseStoreCountries, regionsForCountries}}`." },
    },
    {
      method: "post",
      paths: withTrailingSlash(["/_s/currency_country_xhr"]),
      summary: "Choose a country and currency",
      description: "Stored in the session; `path` is the page the selector was opened on.",
      body: countryCurrencyForm,
      bodyEncoding: "form",
      responses: { 200: "The address to go to, as a JSON string." },
    },
    {
      method: "post",
      paths: ["/:version/join-request"],
      summary: "Sign up to the newsletter",
      description:
        "Answers JSON when asked with `Accept: application/json`; a native form post is answered with a 303 " +
        "to the subscription page, or back to the form's page with the error flag.",
      body: joinRequestForm,
      bodyEncoding: "form",
      responses: {
        200: "`{subscribed: true}`.",
        303: "A native form post: to the subscription page, or back with `?newsletter=invalid`.",
      },
    },
  ],
};
