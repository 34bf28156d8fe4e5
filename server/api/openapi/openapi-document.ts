import { BASE_SITE_BY_VERSION, VERSIONS } from "../../../core/site/versions.ts";
import { z } from "../../../core/validation/zod.ts";
import type { BodyEncoding, JsonOperation, OperationGroup } from "./json-operation.ts";

// Builds the OpenAPI 3.1 document of the JSON calls from the folders' descriptions. Schemas come from zod's own
// JSON Schema output (draft 2020-12, the dialect OpenAPI 3.1 uses), taken on the input side: what a caller
// sends, before the handler's transforms and coercions.

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, object> }>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<JsonOperation["method"], Operation>>>;
}

/** A Hono route's address in OpenAPI's form: `:name` becomes `{name}`, a trailing `*` becomes `{path}`. */
export function openApiPath(route: string): string {
  return route.replace(/:(\w+)\??/g, "{$1}").replace(/\*$/, "{path}");
}

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** The properties of an object schema, each as one parameter. */
function parametersOf(schema: z.ZodType, place: "path" | "query"): Parameter[] {
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: place,
      required: place === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: propertySchema,
    };
  });
}

/** The parameters every folder shares: the site version and the commerce service's site id. */
const SHARED_PARAMETERS: Record<string, Parameter> = {
  version: {
    name: "version",
    in: "path",
    required: true,
    description: "The site version.",
    schema: { type: "string", enum: [...VERSIONS] },
  },
  site: {
    name: "site",
    in: "path",
    required: true,
    description: "The commerce service's site id of a version.",
    schema: { type: "string", enum: Object.values(BASE_SITE_BY_VERSION) },
  },
};

function pathParameters(path: string, params: z.ZodType | undefined): Parameter[] {
  const declared = [...(params ? parametersOf(params, "path") : []), ...Object.values(SHARED_PARAMETERS)];
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  return names.map(
    (name) =>
      declared.find((parameter) => parameter.name === name) ?? {
        name,
        in: "path",
        required: true,
        ...(name === "path" ? { description: "The rest of the address, slashes included." } : {}),
        schema: { type: "string" },
      },
  );
}

const MEDIA_TYPES: Record<BodyEncoding, string[]> = {
  json: ["application/json"],
  form: ["application/x-www-form-urlencoded"],
  "json-or-form": ["application/json", "application/x-www-form-urlencoded"],
  "json-or-text": ["application/json", "text/plain"],
};

/** Every call that parses input answers a ValidationError naming the field when the input does not match. */
const INVALID_INPUT =
  'The input does not match the schema: `{type: "ValidationError", message, errors: [{type, subject, message}]}`.';

function responsesOf(operation: JsonOperation): Operation["responses"] {
  const responses: Operation["responses"] = {};
  const validates = operation.params || operation.query || operation.body;
  const statuses = { ...(validates ? { 400: INVALID_INPUT } : {}), ...operation.responses };
  for (const [status, description] of Object.entries(statuses)) {
    const redirect = Number(status) >= 300 && Number(status) < 400;
    responses[status] = redirect ? { description } : { description, content: { "application/json": {} } };
  }
  return responses;
}

function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  // The spec gives some calls with and without a trailing slash: each spelling is its own operation.
  const slash = path.length > 1 && path.endsWith("/") ? ["Slash"] : [];
  return [method, ...words.map((word) => word[0]?.toUpperCase() + word.slice(1)), ...slash].join("");
}

function operationObject(operation: JsonOperation, tag: string, path: string): Operation {
  const parameters = [
    ...pathParameters(path, operation.params),
    ...(operation.query ? parametersOf(operation.query, "query") : []),
  ];
  const body = operation.body ? jsonSchema(operation.body) : undefined;
  return {
    operationId: operationId(operation.method, path),
    tags: [tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true as const,
            content: Object.fromEntries(
              MEDIA_TYPES[operation.bodyEncoding ?? "json"].map((type) => [type, { schema: body }]),
            ),
          },
        }
      : {}),
    responses: responsesOf(operation),
  };
}

/** The document of every group's calls; a call described twice at one address is a mistake and throws. */
export function openApiDocument(groups: readonly OperationGroup[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const group of groups) {
    for (const operation of group.operations) {
      for (const route of operation.paths) {
        const path = openApiPath(route);
        const item = paths[path] ?? {};
        if (item[operation.method]) throw new Error(`${operation.method} ${path} is described twice`);
        item[operation.method] = operationObject(operation, group.tag, path);
        paths[path] = item;
      }
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Storefront JSON API",
      version: "1",
      description:
        "The JSON calls of the storefront (spec 000 §7, 001 §7, 002 §7), generated from the zod schemas the " +
        "handlers validate with. Calls that change state need the session's CSRF token in `X-CSRF-Token` " +
        "(the OAuth token endpoint excepted); most answer both at the root and under a version (`/uk/…`).",
    },
    tags: groups.map(({ tag, description }) => ({ name: tag, description })),
    paths,
  };
}
