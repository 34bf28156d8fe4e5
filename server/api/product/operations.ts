import { notifyMeRequestSchema } from "../../../core/catalogue/notify-me.ts";
import { z } from "../../../core/validation/zod.ts";
import type { OperationGroup } from "../openapi/json-operation.ts";
import {
  code,
  commerceProductQuery,
  fsisQuery,
  reviewsQuery,
  stockQuery,
  storeFinderQuery,
  storeStockQuery,
} from "./validators.ts";

// Product data, stock, store stock, reviews and stock alerts (spec 002 §7) for the OpenAPI document; the routes
// are in this folder's *-routes.ts.

const BASE = "/TWCcommercewebservices/v2/:site/products";
const byCode = z.object({ code });
const UNKNOWN = "No such product (the commerce service's answer, so the page's fetch falls back).";

export const productOperations: OperationGroup = {
  tag: "Products",
  description:
    "Product details as the commerce service gives them, stock, stock in stores, reviews, stock alerts.",
  operations: [
    {
      method: "get",
      paths: [`${BASE}/fsis`],
      summary: "Stock of several variants in stores",
      query: fsisQuery,
      responses: { 200: "`{variantStoreStocks}`." },
    },
    {
      method: "get",
      paths: [`${BASE}/:code`],
      summary: "A product as the commerce service shapes it",
      description: "`fields=FULL` adds a page of reviews. Prices in the visitor's currency.",
      params: byCode,
      query: commerceProductQuery,
      responses: { 200: "The product.", 400: UNKNOWN },
    },
    {
      method: "get",
      paths: ["/TWCcommercewebservices/v2/:site/giftcards/:code"],
      summary: "A gift card product (ECARD, GCARD) with its giftCardConfig and designs",
      description:
        "`giftCardConfig` gives the fixed amounts, the e-gift card's custom amount range and send date window " +
        "(today to six months ahead, UK days), the posted card's gift box price and the amount above which it " +
        "is free; each design is a swatch (`secondId` is its picture) with a variant option per fixed amount. " +
        "Gift cards are sold on the UK site (`twc-uk`) in pounds only.",
      params: z.object({ code: z.enum(["ECARD", "GCARD"]) }),
      responses: {
        200: "The gift card product (public, kept 5 minutes).",
        400: "Another code, or a site other than the UK's.",
      },
    },
    {
      method: "get",
      paths: [`${BASE}/:code/stock`],
      summary: "A product's stock by variant",
      params: byCode,
      query: stockQuery,
      responses: { 200: "The stock of each variant (`no-store`).", 400: UNKNOWN },
    },
    {
      method: "get",
      paths: [`${BASE}/:code/swatches`],
      summary: "A product's colour swatches",
      params: byCode,
      responses: { 200: "`{code, swatches}`.", 400: UNKNOWN },
    },
    {
      method: "get",
      paths: ["/api/products/stock/:code"],
      summary: "A product's stock by variant (the storefront's own read)",
      params: byCode,
      query: stockQuery,
      responses: { 200: "The stock of each variant (`no-store`).", 404: "No such product." },
    },
    {
      method: "get",
      paths: ["/api/stores/stock"],
      summary: "Stores near a place with a size's stock in each",
      description:
        "By `location`, or `latitude` and `longitude`; nearest first; `outcome` says why a list is empty.",
      query: storeStockQuery,
      responses: {
        200: "`{productCode, variantCode, …}`: the stores, and `outcome` saying why a list is empty.",
        400: "The input is not valid, or the size does not belong to the product.",
      },
    },
    {
      method: "get",
      paths: ["/api/stores"],
      summary: "Find a store: every store, or those near a place or position",
      description:
        "By `location` (a town, postcode or ZIP code), or `latitude` and `longitude`, within `range` miles, nearest " +
        "first; without either, every store by name (the version's country first). 15 a page from `page` 1. " +
        "`outcome` is `all`, `found`, `locationNotFound` or `noStoresInRange`. The same for everyone: " +
        "`public, max-age=300`.",
      query: storeFinderQuery,
      responses: {
        200: "`{outcome, origin, rangeMiles, stores, page, totalPages, total, pageSize}`.",
        400: "The input is not valid (an unknown range, half a position, a place and a position).",
      },
    },
    {
      method: "get",
      paths: ["/api/product/:code/reviews"],
      summary: "A page of a product's reviews",
      description: "The same for everyone: `public, max-age=300`.",
      params: byCode,
      query: reviewsQuery,
      responses: { 200: "The reviews page with its summary.", 404: "No such product." },
    },
    {
      method: "post",
      paths: ["/api/product/notifyme"],
      summary: "Ask for an e-mail when a size is back in stock",
      description: "The e-mail must match the visitor's country's pattern.",
      body: notifyMeRequestSchema,
      responses: {
        201: '`{status: "subscribed", productCode, variantCode}`.',
        404: "No such product or size.",
        409: "The size is in stock, or takes no stock alerts.",
      },
    },
  ],
};
