import { type Context, Hono } from "hono";
import { addressRuleSettings } from "../../../core/accounts/address-rules.ts";
import type { AppEnv } from "../../app-env.ts";
import { versionOf } from "../cart/cart-shopper.ts";
import { accountCall, signedInCustomerId } from "./account-answer.ts";
import {
  addressBody,
  addressEditBody,
  addressIdParam,
  countryInfoQuery,
  personalDetailsBody,
} from "./validators.ts";

// spec 001 §7 "Account": the address book and personal details of the signed-in customer, and each country's
// address rules. Served with or without the version prefix (the version picks the configuration).

function settingsOf(c: Context<AppEnv>) {
  return addressRuleSettings(c.get("services").config[versionOf(c)]);
}

async function addressList(c: Context<AppEnv>, customerId: string) {
  return c.get("services").addresses.list(customerId);
}

/** `GET /api/common/address`: the customer's addresses, the default first. */
const listAddresses = accountCall(async (c) => {
  const customerId = signedInCustomerId(c);
  return { addresses: await addressList(c, customerId) };
});

/** `POST /api/common/address` and `/my-account-endpoint/add-address`: the first address becomes the default. */
const addAddress = accountCall(async (c) => {
  const customerId = signedInCustomerId(c);
  const body = addressBody.parse(await c.req.json());
  const address = await c.get("services").addresses.add(customerId, body, settingsOf(c));
  return { address, addresses: await addressList(c, customerId) };
});

/** `PUT /api/common/address`: edit by id; `{id, defaultAddress: true}` alone makes it the default. */
const editAddress = accountCall(async (c) => {
  const customerId = signedInCustomerId(c);
  const { id, ...fields } = addressEditBody.parse(await c.req.json());
  const addresses = c.get("services").addresses;
  const onlyDefault = Object.keys(fields).length === 1 && fields.defaultAddress === true;
  if (onlyDefault) await addresses.makeDefault(customerId, id);
  const address = onlyDefault
    ? (await addresses.list(customerId)).find((a) => a.id === id)
    : await addresses.update(customerId, id, fields, settingsOf(c));
  return { address, addresses: await addressList(c, customerId) };
});

/** `DELETE /api/common/address/{id}`: a deleted default passes to the oldest address left. */
const deleteAddress = accountCall(async (c) => {
  const customerId = signedInCustomerId(c);
  const { id } = addressIdParam.parse(c.req.param());
  await c.get("services").addresses.remove(customerId, id);
  return { id, addresses: await addressList(c, customerId) };
});

/** `GET /my-account-endpoint/personal-details`: never the password hash. */
const personalDetails = accountCall(async (c) =>
  c.get("services").personalDetails.view(signedInCustomerId(c)),
);

/** `POST /my-account-endpoint/personal-details`: title, names, phone, birthday, marketing consent. */
const editPersonalDetails = accountCall(async (c) => {
  const customerId = signedInCustomerId(c);
  const body = personalDetailsBody.parse(await c.req.json());
  return c.get("services").personalDetails.update(customerId, body);
});

/**
 * `GET my-account-endpoint/countryInfo?isocode=`: the country's postcode pattern, whether its addresses need a
 * postcode and a state, and its regions. The same for everyone, but answered through the account calls' shape.
 */
const countryInfo = accountCall(async (c) => {
  const { isocode } = countryInfoQuery.parse(c.req.query());
  return c.get("services").addresses.countryInfo(isocode.toUpperCase(), settingsOf(c));
});

export const accountRoutes = new Hono<AppEnv>()
  .get("/api/common/address", listAddresses)
  .get("/:version/api/common/address", listAddresses)
  .post("/api/common/address", addAddress)
  .post("/:version/api/common/address", addAddress)
  .put("/api/common/address", editAddress)
  .put("/:version/api/common/address", editAddress)
  .delete("/api/common/address/:id", deleteAddress)
  .delete("/:version/api/common/address/:id", deleteAddress)
  .post("/my-account-endpoint/add-address", addAddress)
  .post("/:version/my-account-endpoint/add-address", addAddress)
  .get("/my-account-endpoint/personal-details", personalDetails)
  .get("/:version/my-account-endpoint/personal-details", personalDetails)
  .post("/my-account-endpoint/personal-details", editPersonalDetails)
  .post("/:version/my-account-endpoint/personal-details", editPersonalDetails)
  .get("/my-account-endpoint/countryInfo", countryInfo)
  .get("/:version/my-account-endpoint/countryInfo", countryInfo);
