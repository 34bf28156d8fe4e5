import { describe, expect, it } from "vitest";
import { z } from "../../../core/validation/zod.ts";
import type { OperationGroup } from "./json-operation.ts";
import { openApiDocument, openApiPath } from "./openapi-document.ts";

const group = (operations: OperationGroup["operations"]): OperationGroup[] => [
  { tag: "Test", description: "Calls for the test.", operations },
];

describe("openApiPath", () => {
  it("writes Hono's parameters and a trailing wildcard in OpenAPI's form", () => {
    expect(openApiPath("/:version/bag/cart/entries/:entry/:quantity")).toBe(
      "/{version}/bag/cart/entries/{entry}/{quantity}",
    );
    expect(openApiPath("/:version/async/search/*")).toBe("/{version}/async/search/{path}");
    expect(openApiPath("/_s/currency_country_xhr/")).toBe("/_s/currency_country_xhr/");
  });
});

describe("openApiDocument", () => {
  it("takes the input side of a schema: what a caller sends, before transforms and defaults apply", () => {
    const body = z.object({
      quantity: z.coerce.number().int().min(1).default(1),
      flag: z.enum(["true", "false"]).transform((value) => value === "true"),
      name: z.string().trim().min(1),
    });
    const document = openApiDocument(
      group([
        { method: "post", paths: ["/:version/things"], summary: "Add", body, responses: { 200: "Added." } },
      ]),
    );
    const operation = document.paths["/{version}/things"]?.post;
    const schema = operation?.requestBody?.content["application/json"]?.schema;
    expect(schema).toMatchObject({
      type: "object",
      properties: {
        quantity: { type: "integer", minimum: 1, default: 1 },
        flag: { type: "string", enum: ["true", "false"] },
        name: { type: "string", minLength: 1 },
      },
      required: ["flag", "name"],
    });
    expect(schema).not.toHaveProperty("$schema");
    expect(operation?.parameters).toEqual([
      expect.objectContaining({
        name: "version",
        in: "path",
        schema: { type: "string", enum: ["uk", "us", "row"] },
      }),
    ]);
    // Input is validated, so the error mapping's 400 is listed beside the call's own answers.
    expect(Object.keys(operation?.responses ?? {})).toEqual(["200", "400"]);
  });

  it("refuses a call described twice at one address", () => {
    const call = { method: "get" as const, paths: ["/x"], summary: "X", responses: { 200: "X." } };
    expect(() => openApiDocument(group([call, call]))).toThrow("get /x is described twice");
  });

  it("lists a redirect without a body and every other answer as JSON", () => {
    const document = openApiDocument(
      group([{ method: "post", paths: ["/go"], summary: "Go", responses: { 200: "Gone.", 303: "Away." } }]),
    );
    expect(document.paths["/go"]?.post?.responses).toEqual({
      200: { description: "Gone.", content: { "application/json": {} } },
      303: { description: "Away." },
    });
  });
});
