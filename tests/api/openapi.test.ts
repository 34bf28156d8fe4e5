import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenApiDocument, openApiPath } from "../../server/api/openapi/openapi-document.ts";
import { createTestApp } from "../setup/api-app.ts";
import { honoRoutes, type InventoryRoute } from "../setup/route-inventory.ts";

// The OpenAPI document at /openapi.json (docs/decisions/040-openapi-from-zod.md) against the app's own route list:
// every route the Hono app registers answers JSON and is described, unless it is named below with the reason it
// does not answer JSON; and the document describes no call the app does not have. A JSON route added without its
// description in its folder's operations.ts fails here.

const NOT_JSON: Record<string, string> = {
  "GET /metrics": "Prometheus' text format, for the scraper",
  "GET /images/:id/:file": "image bytes",
  "GET /images/*": "image bytes",
  "GET /:version/checkout/secure/card-result": "an HTML page inside the hosted card frame",
  "GET /checkout/secure/fromPayPal": "PayPal's return: only 303 redirects to a page",
  "GET /checkout/secure/fromPayPal/": "PayPal's return: only 303 redirects to a page",
  "GET /:version/checkout/secure/fromPayPal": "PayPal's return: only 303 redirects to a page",
  "GET /:version/checkout/secure/fromPayPal/": "PayPal's return: only 303 redirects to a page",
  "GET /": "a redirect to the home page of the shopper's current version",
  "GET /robots.txt": "the robots exclusion protocol's text",
  "GET /sitemap.xml": "the sitemaps.org index, XML",
  "GET /:name{sitemap-[a-z]+-[0-9]+\\.xml}": "a sitemaps.org file of one version, XML",
};

const METHODS = ["get", "post", "put", "delete", "patch", "head", "options"] as const;

type Operation = NonNullable<OpenApiDocument["paths"][string]["get"]>;

function operationsOf(document: OpenApiDocument): { key: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, Operation | undefined>)[method];
      return operation ? [{ key: `${method.toUpperCase()} ${path}`, path, operation }] : [];
    }),
  );
}

/** The JSON routes the document lacks, and the documented calls no route answers. */
function compare(routes: InventoryRoute[], document: OpenApiDocument) {
  const documented = new Set(operationsOf(document).map(({ key }) => key));
  const json = routes.filter((route) => !(`${route.method} ${route.pattern}` in NOT_JSON));
  const registered = new Set(json.map((route) => `${route.method} ${openApiPath(route.pattern)}`));
  return {
    undocumented: [...registered].filter((key) => !documented.has(key)),
    unregistered: [...documented].filter((key) => !registered.has(key)),
  };
}

let harness: Awaited<ReturnType<typeof createTestApp>>;
let document: OpenApiDocument;
beforeAll(async () => {
  harness = await createTestApp();
  const response = await harness.app.request("http://localhost/openapi.json");
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await harness.close();
});

describe("GET /openapi.json", () => {
  it("is public JSON, the same for everyone, without a cookie", async () => {
    const response = await harness.app.request("http://localhost/openapi.json");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("gives every operation a summary, its answers, a unique id and each of its path parameters", () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    const ids = new Set<string>();
    for (const { key, path, operation } of operations) {
      expect(operation.summary, key).toMatch(/\S/);
      const responses = Object.entries(operation.responses);
      expect(responses.length, key).toBeGreaterThan(0);
      for (const [status, response] of responses) {
        expect(status, key).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${key} ${status}`).toMatch(/\S/);
      }
      expect(ids.has(operation.operationId), key).toBe(false);
      ids.add(operation.operationId);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === "path")
        .map((parameter) => parameter.name)
        .sort();
      expect(declared, key).toEqual(inPath);
    }
  });

  it("shows the handlers' own input schemas", () => {
    const add = document.paths["/{version}/cart/entries"]?.post;
    const body = add?.requestBody?.content["application/json"]?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties).sort()).toEqual(
      ["productPrice", "productSizeCode", "productSku", "quantity"].sort(),
    );
    expect(body.required).toEqual(["productSku"]);
    const quantity = document.paths["/bag/cart/entries/{entry}/{quantity}"]?.put?.parameters?.find(
      (parameter) => parameter.name === "quantity",
    );
    expect(quantity?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 999 });
  });
});

describe("the document and the app's routes", () => {
  it("describes every JSON route the app registers, and no call the app does not have", () => {
    expect(compare(honoRoutes(harness.app), document)).toEqual({ undocumented: [], unregistered: [] });
  });

  it("names only real routes as not answering JSON, each with its reason", () => {
    const names = honoRoutes(harness.app).map((route) => `${route.method} ${route.pattern}`);
    for (const [route, reason] of Object.entries(NOT_JSON)) {
      expect(names).toContain(route);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it("reports a JSON route added without its description", () => {
    const added: InventoryRoute = { method: "POST", pattern: "/:version/bag/something-new", page: false };
    expect(compare([...honoRoutes(harness.app), added], document).undocumented).toContain(
      "POST /{version}/bag/something-new",
    );
  });
});
