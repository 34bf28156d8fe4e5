import { type OperationGroup, withTrailingSlash } from "../openapi/json-operation.ts";
import { countryCurrencyForm } from "./country-currency.ts";
import { joinRequestForm } from "./join-request.ts";

// The shell's calls (spec 000 §7) for the OpenAPI document; routes in this folder.

export const shellOperations: OperationGroup = {
  tag: "Shell",
  description: "The header's country and currency selector and the footer's newsletter sign-up.",
  operations: [
    {
      method: "get",
      paths: ["/header/countryCurrency/", "/header/countryCurrency"],
      summary: "The countries and currencies a shopper can choose",
      description: "Reference data, the same for everyone: `public, max-age=600`.",
      responses: { 200: "`{data: {baseStoreCountries}}`." },
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
