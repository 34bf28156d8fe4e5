import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { SHIPPING_PREFERENCES } from "../../../core/payments/paypal.ts";
import { z } from "../../../core/validation/zod.ts";
import { readJsonBody } from "../sandbox-http/json-body.ts";
import { requestKey } from "../sandbox-http/request-key.ts";
import { sameSecret } from "../sandbox-http/same-secret.ts";
import { reply, type SandboxAnswer } from "../sandbox-http/sandbox-answer.ts";
import { createSandboxApiApp, type SandboxRequestLine } from "../sandbox-http/sandbox-api-app.ts";
import { SANDBOX_BUYERS } from "./sandbox-buyers.ts";
import { createSandboxLedger } from "./sandbox-ledger.ts";
import { approvalPage, problemPage } from "./sandbox-pages.ts";

// The SANDBOX PayPal (README "Sandbox PayPal"): an Orders v2-like service on its own origin. The
// store calls it server to server with a bearer key and a PayPal-Request-Id on every change; the buyer approves
// on its page, which redirects back to the store's return (or cancel) address with `token` and `PayerID`.

export interface PayPalSandboxOptions {
  /** The key the store sends as `Authorization: Bearer …`. */
  apiKey: string;
  /** This sandbox's own origin, for the approval addresses it hands out. */
  origin: string;
  /** The store origins a return or cancel address may be on (PayPal keeps them in the merchant's settings). */
  storeOrigins: readonly string[];
  /** One line per request: method, path (never a query or body) and status. */
  log?: (line: SandboxRequestLine) => void;
}

const BODY_LIMIT_BYTES = 16 * 1024;
const amount = z.number().int().min(1).max(100_000_000);

const createOrderBody = z.strictObject({
  amount,
  currency: z.string().regex(/^[A-Z]{3}$/),
  returnUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  shippingPreference: z.enum(SHIPPING_PREFERENCES),
  reference: z.string().regex(/^[\w-]{1,127}$/),
});
const amountBody = z.strictObject({ amount });
const approvalForm = z.object({ token: z.string().max(64), payerId: z.string().max(64).optional() });

function problem(httpStatus: number, name: string, message: string): SandboxAnswer {
  return { httpStatus, body: { name, message } };
}

/** The store's address with the sandbox's query added, as PayPal appends `token` and `PayerID`. */
function withQuery(address: string, query: Record<string, string>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export function createPayPalSandboxApp(options: PayPalSandboxOptions) {
  const ledger = createSandboxLedger();
  const app = createSandboxApiApp({
    log: options.log,
    maxBodyBytes: BODY_LIMIT_BYTES,
    tooLarge: { name: "TOO_LARGE", message: "Body too large" },
    failed: { name: "INTERNAL_SERVER_ERROR", message: "The sandbox failed" },
  });

  // ---- server to server (JSON, bearer key, PayPal-Request-Id) -------------------------------------------------

  for (const path of ["/v2/*"]) {
    app.use(path, async (c, next) => {
      const bearer = c.req.header("authorization")?.replace(/^Bearer /, "");
      if (!sameSecret(bearer, options.apiKey))
        return c.json({ name: "AUTHENTICATION_FAILURE", message: "Missing or wrong bearer key" }, 401);
      await next();
    });
  }

  async function parsed<T>(c: Context, schema: z.ZodType<T>): Promise<T | SandboxAnswer> {
    const body = await readJsonBody(c, schema);
    return body.ok ? body.data : problem(400, "INVALID_REQUEST", body.message);
  }

  const isProblem = (value: unknown): value is SandboxAnswer =>
    typeof value === "object" && value !== null && "httpStatus" in value;

  /** Every change needs a PayPal-Request-Id; its first answer is kept for this process's life. */
  const requestIdOf = (c: Context) => requestKey(c, "paypal-request-id");
  const noRequestId = problem(
    400,
    "MISSING_REQUEST_ID",
    "A PayPal-Request-Id header (1–128 characters) is required",
  );

  app.post("/v2/checkout/orders", async (c) => {
    const requestId = requestIdOf(c);
    if (!requestId) return reply(c, noRequestId);
    const body = await parsed(c, createOrderBody);
    if (isProblem(body)) return reply(c, body);
    for (const address of [body.returnUrl, body.cancelUrl])
      if (!options.storeOrigins.includes(new URL(address).origin))
        return reply(
          c,
          problem(422, "INVALID_RETURN_URL", "The return address is not one of the merchant's."),
        );
    return reply(
      c,
      ledger.once("create", requestId, () => {
        const order = ledger.create(body);
        const approveUrl = `${options.origin}/checkoutnow?token=${encodeURIComponent(order.id)}`;
        return { httpStatus: 201, body: { ...ledger.publicOrder(order), approveUrl } };
      }),
    );
  });

  app.get("/v2/checkout/orders/:id", (c) => {
    const order = ledger.find(c.req.param("id"));
    if (!order) return reply(c, problem(404, "RESOURCE_NOT_FOUND", "No such order."));
    return c.json(ledger.publicOrder(order));
  });

  app.patch("/v2/checkout/orders/:id", async (c) => {
    const requestId = requestIdOf(c);
    if (!requestId) return reply(c, noRequestId);
    const body = await parsed(c, amountBody);
    if (isProblem(body)) return reply(c, body);
    const id = c.req.param("id");
    return reply(
      c,
      ledger.once(`patch ${id}`, requestId, () => {
        const order = ledger.find(id);
        return order
          ? ledger.updateAmount(order, body.amount)
          : problem(404, "RESOURCE_NOT_FOUND", "No such order.");
      }),
    );
  });

  app.post("/v2/checkout/orders/:id/authorize", (c) => {
    const requestId = requestIdOf(c);
    if (!requestId) return reply(c, noRequestId);
    const id = c.req.param("id");
    return reply(
      c,
      ledger.once(`authorize ${id}`, requestId, () => {
        const order = ledger.find(id);
        return order ? ledger.authorize(order) : problem(404, "RESOURCE_NOT_FOUND", "No such order.");
      }),
    );
  });

  for (const name of ["capture", "refund"] as const) {
    app.post(`/v2/payments/:id/${name}`, async (c) => {
      const requestId = requestIdOf(c);
      if (!requestId) return reply(c, noRequestId);
      const body = await parsed(c, amountBody);
      if (isProblem(body)) return reply(c, body);
      const id = c.req.param("id");
      return reply(
        c,
        ledger.once(`${name} ${id}`, requestId, () => ledger[name](id, body.amount)),
      );
    });
  }

  app.post("/v2/payments/:id/void", (c) => {
    const requestId = requestIdOf(c);
    if (!requestId) return reply(c, noRequestId);
    const id = c.req.param("id");
    return reply(
      c,
      ledger.once(`void ${id}`, requestId, () => ledger.void(id)),
    );
  });

  // ---- the buyer's approval page (HTML) ------------------------------------------------------------------------

  function html(c: Context, body: (nonce: string) => string, status = 200) {
    const nonce = randomBytes(16).toString("base64");
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${options.storeOrigins.join(" ")}; frame-ancestors 'none'; base-uri 'none'`,
    );
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(body(nonce), status as 200);
  }

  app.get("/checkoutnow", (c) => {
    const order = ledger.find(c.req.query("token") ?? "");
    if (!order) return html(c, (nonce) => problemPage("This payment could not be found.", nonce), 404);
    if (order.status !== "CREATED")
      return html(
        c,
        (nonce) => problemPage("This payment has already been approved or cancelled.", nonce),
        409,
      );
    return html(c, (nonce) =>
      approvalPage({
        token: order.id,
        amount: order.amount,
        currency: order.currency,
        merchant: new URL(order.returnUrl).host,
        buyers: SANDBOX_BUYERS,
        nonce,
      }),
    );
  });

  async function formOf(c: Context) {
    const result = approvalForm.safeParse(
      Object.fromEntries(await c.req.formData().catch(() => new FormData())),
    );
    return result.success ? result.data : null;
  }

  app.post("/checkoutnow/approve", async (c) => {
    const form = await formOf(c);
    const order = form ? ledger.find(form.token) : undefined;
    if (!form || !order)
      return html(c, (nonce) => problemPage("This payment could not be found.", nonce), 404);
    if (!ledger.approve(order, form.payerId ?? ""))
      return html(
        c,
        (nonce) => problemPage("Choose a sandbox buyer, or this payment was already done.", nonce),
        409,
      );
    return c.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: form.payerId ?? "" }), 303);
  });

  app.post("/checkoutnow/cancel", async (c) => {
    const form = await formOf(c);
    const order = form ? ledger.find(form.token) : undefined;
    if (!order) return html(c, (nonce) => problemPage("This payment could not be found.", nonce), 404);
    ledger.cancel(order);
    return c.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
  });

  return app;
}
