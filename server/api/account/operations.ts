import { addressFields } from "../../../core/accounts/address-form.ts";
import { personalDetailsFields } from "../../../core/accounts/personal-details-form.ts";
import { z } from "../../../core/validation/zod.ts";
import { type OperationGroup, withAndWithoutVersion } from "../openapi/json-operation.ts";
import { addressEditBody, addressIdParam, countryInfoQuery } from "./validators.ts";

// The address book and personal details (spec 001 §7 "Account") for the OpenAPI document; routes in routes.ts.
// The route refuses unknown keys, then core/accounts reads the values: the document shows the core schemas.

const address = z.object(addressFields).strict();
const SUCCESS = '`{status: "success", data}`.';
const FAIL = '`{status: "fail", data: {message, errors}}`: a field is wrong, each named with its message.';
const SIGNED_OUT = '`{status: "fail", …}`: the caller is not a signed-in customer.';
const ADDRESSES = '`{status: "success", data}`: the customer\'s addresses, the default first.';

export const accountOperations: OperationGroup = {
  tag: "Account",
  description: "The signed-in customer's address book and personal details (`private, no-store`).",
  operations: [
    {
      method: "get",
      paths: withAndWithoutVersion("/api/common/address"),
      summary: "The customer's addresses",
      responses: { 200: ADDRESSES, 401: SIGNED_OUT },
    },
    {
      method: "post",
      paths: [
        ...withAndWithoutVersion("/api/common/address"),
        ...withAndWithoutVersion("/my-account-endpoint/add-address"),
      ],
      summary: "Add an address (the first becomes the default)",
      body: address,
      responses: { 200: ADDRESSES, 400: FAIL, 401: SIGNED_OUT },
    },
    {
      method: "put",
      paths: withAndWithoutVersion("/api/common/address"),
      summary: "Edit an address by id, or make it the default with `{id, defaultAddress: true}`",
      body: address.partial().extend({ id: addressEditBody.shape.id }),
      responses: {
        200: ADDRESSES,
        400: FAIL,
        401: SIGNED_OUT,
        404: "No address of the customer's has this id.",
      },
    },
    {
      method: "delete",
      paths: withAndWithoutVersion("/api/common/address/:id"),
      summary: "Delete an address (a deleted default passes to the oldest left)",
      params: addressIdParam,
      responses: { 200: ADDRESSES, 401: SIGNED_OUT, 404: "No address of the customer's has this id." },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/my-account-endpoint/personal-details"),
      summary: "The customer's personal details",
      responses: { 200: SUCCESS, 401: SIGNED_OUT },
    },
    {
      method: "post",
      paths: withAndWithoutVersion("/my-account-endpoint/personal-details"),
      summary: "Change title, names, phone, birthday and marketing consent",
      body: z.object(personalDetailsFields).strict(),
      responses: { 200: SUCCESS, 400: FAIL, 401: SIGNED_OUT },
    },
    {
      method: "get",
      paths: withAndWithoutVersion("/my-account-endpoint/countryInfo"),
      summary: "A country's postcode pattern, whether it needs a postcode and a state, and its regions",
      query: countryInfoQuery,
      responses: { 200: SUCCESS },
    },
  ],
};
