import type { Context } from "hono";

// Sandbox side: an answer of a sandbox's JSON API is worked out first as status and body, so the ledger can keep it
// whole and replay it to a retry with the same key; `reply` is the one place it becomes an HTTP response.

export interface SandboxAnswer {
  httpStatus: number;
  body: unknown;
}

export function reply(c: Context, answer: SandboxAnswer) {
  return c.json(answer.body as object, answer.httpStatus as 200);
}
