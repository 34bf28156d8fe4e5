import type { Context } from "hono";
import type { z } from "../../../core/validation/zod.ts";

// Sandbox side: a request's JSON body read against its schema. A body that is not JSON counts as missing; a bad one
// is told by its first issue (`path: message`), which each sandbox wraps in its own error format.

export async function readJsonBody<T>(
  c: Context,
  schema: z.ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  const result = schema.safeParse(await c.req.json().catch(() => undefined));
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: `${issue?.path.join(".") || "body"}: ${issue?.message}` };
}
