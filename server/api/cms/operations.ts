import { contentDeliveryQuery, imageMetadataQuery } from "../../../core/content/content-platform.ts";
import type { OperationGroup } from "../openapi/json-operation.ts";

// The content platform's delivery calls (spec 002 §7) for the OpenAPI document; routes in content-platform-routes.ts.

const DELIVERY =
  "`depth=all` resolves linked images; `format=inlined` puts them in place of their links, `format=linkedData` " +
  "lists them in `linkedContent`. Only on a version whose `headlessCms` toggle is on. `public, max-age=60`.";
const OFF = "No such item, no such version, or the version's `headlessCms` toggle is off.";

export const contentPlatformOperations: OperationGroup = {
  tag: "Content platform",
  description:
    "The headless content platform's delivery calls, answered from the shop's own content store: items by id or " +
    "key, a slot's items, and an image's metadata.",
  operations: [
    {
      method: "get",
      paths: ["/api/cms/:version/content/id/:id"],
      summary: "A content item (component or page) by its id",
      description: DELIVERY,
      query: contentDeliveryQuery,
      responses: {
        200: "`{content}` (and `linkedContent` with `format=linkedData`).",
        400: "Bad depth or format.",
        404: OFF,
      },
    },
    {
      method: "get",
      paths: ["/api/cms/:version/content/key/*"],
      summary: "A page by its delivery key, its path in the site (`help/delivery`)",
      description: DELIVERY,
      query: contentDeliveryQuery,
      responses: {
        200: "`{content}`: the page's title, description, template and slots.",
        400: "Bad depth or format.",
        404: OFF,
      },
    },
    {
      method: "get",
      paths: ["/api/cms/:version/content/slot/:slotId"],
      summary: "The items a slot holds on the version, in order",
      description: DELIVERY,
      query: contentDeliveryQuery,
      responses: { 200: "`{content: {_meta, items}}`.", 400: "Bad depth or format.", 404: OFF },
    },
    {
      method: "get",
      paths: ["/api/cms/:version/images/:name"],
      summary:
        "An image's size and format as JSON; `metadata=true` adds its text alternative and orientation",
      description: "`name` is the image id followed by `.json`. `public, max-age=60`.",
      query: imageMetadataQuery,
      responses: {
        200: "`{name, url, format, width, height, metadata?}`.",
        400: "Bad metadata flag.",
        404: OFF,
      },
    },
  ],
};
