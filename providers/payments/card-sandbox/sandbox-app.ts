import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { CardPayment, PaymentCard } from "../../../core/payments/card-acquirer.ts";
import { isCardExpired, maskCardNumber } from "../../../core/payments/card-number.ts";
import { signResult } from "../../../core/payments/signed-result.ts";
import { z } from "../../../core/validation/zod.ts";
import { readJsonBody } from "../sandbox-http/json-body.ts";
import { requestKey } from "../sandbox-http/request-key.ts";
import { sameSecret } from "../sandbox-http/same-secret.ts";
import { reply, type SandboxAnswer } from "../sandbox-http/sandbox-answer.ts";
import { createSandboxApiApp, type SandboxRequestLine } from "../sandbox-http/sandbox-api-app.ts";
import {
  capturePayment,
  createSandboxLedger,
  refundPayment,
  type SandboxSession,
  SESSION_LIFETIME_MS,
  voidPayment,
} from "./sandbox-ledger.ts";
import {
  type CheckedCard,
  checkCardForm,
  checkSecurityCode,
  SANDBOX_REASONS,
  sandboxOutcome,
} from "./sandbox-outcomes.ts";
import { challengePage, paymentPage, problemPage, resultPage } from "./sandbox-pages.ts";

// The SANDBOX card acquirer (README "Sandbox card payments"): a Worldpay-like service on its own
// origin. The store talks to it server to server with an API key; the shopper types the card into its page in an
// iframe. The card number lives only in this process's request handling: nothing here logs a body, and what
// leaves (JSON answers, the signed result) carries a masked number and a token.

export interface CardSandboxOptions {
  /** The key the store sends in X-API-Key. */
  apiKey: string;
  /** The secret shared with the store for signing results. */
  resultSecret: string;
  /** This sandbox's own origin, for the hosted page addresses it hands out. */
  origin: string;
  /** The store origins a return page may be on (a real acquirer keeps them in the merchant's settings). */
  storeOrigins: readonly string[];
  now?: () => Date;
  /** One line per request: method, path (never a query or body) and status. */
  log?: (line: SandboxRequestLine) => void;
}

const BODY_LIMIT_BYTES = 16 * 1024;

const createSessionBody = z.strictObject({
  orderReference: z.string().regex(/^[\w-]{1,64}$/, "letters, digits, - and _ only, at most 64"),
  amount: z.number().int().min(1).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  returnUrl: z.url({ protocol: /^https?$/ }),
  saveCard: z.boolean(),
  shopperReference: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  /** Pay with a saved card: it must be this shopper's token; the page asks for the security code only. */
  savedCardToken: z
    .string()
    .regex(/^tok_[\w-]{1,64}$/)
    .optional(),
});

const amountBody = z.strictObject({ amount: z.number().int().min(1).max(100_000_000) });

function newId(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll("-", "")}`;
}

function problem(httpStatus: number, code: string, message: string): SandboxAnswer {
  return { httpStatus, body: { error: { code, message } } };
}

export function createCardSandboxApp(options: CardSandboxOptions) {
  const now = options.now ?? (() => new Date());
  const ledger = createSandboxLedger();
  const app = createSandboxApiApp({
    log: options.log,
    maxBodyBytes: BODY_LIMIT_BYTES,
    tooLarge: { error: { code: "too-large", message: "Body too large" } },
    failed: { error: { code: "internal", message: "The sandbox failed" } },
  });

  /** The same token for the same shopper and card, as a real vault answers; not reversible without the secret. */
  function tokenFor(shopperReference: string, digits: string): string {
    return `tok_${createHmac("sha256", options.resultSecret).update(`${shopperReference}\n${digits}`).digest("base64url").slice(0, 32)}`;
  }

  function cardOf(card: CheckedCard, session: SandboxSession): PaymentCard {
    const keep = (session.saveCard || session.savedCardToken !== null) && session.shopperReference !== null;
    const token = keep ? tokenFor(session.shopperReference!, card.digits) : null;
    if (token) ledger.vault.set(token, { shopperReference: session.shopperReference!, card });
    return {
      token,
      maskedNumber: maskCardNumber(card.digits),
      brand: card.brand,
      expiryMonth: card.expiry.month,
      expiryYear: card.expiry.year,
      expired: isCardExpired(card.expiry, now()),
    };
  }

  // ---- server to server (JSON, X-API-Key) --------------------------------------------------------------------

  for (const path of ["/sessions", "/sessions/*", "/payments/*"]) {
    app.use(path, async (c, next) => {
      if (!sameSecret(c.req.header("x-api-key"), options.apiKey)) {
        return c.json(problem(401, "unauthorised", "Missing or wrong X-API-Key").body, 401);
      }
      await next();
    });
  }

  /** Every state-changing call needs a key; the answer to a key is kept for this process's life. */
  async function idempotent(
    c: Context,
    scope: string,
    schema: z.ZodType,
    act: (body: never) => SandboxAnswer & { remember?: boolean },
  ) {
    const key = requestKey(c, "idempotency-key");
    if (!key) {
      return reply(
        c,
        problem(400, "idempotency-key", "An Idempotency-Key header (1–128 characters) is required"),
      );
    }
    const parsed = await readJsonBody(c, schema);
    if (!parsed.ok) return reply(c, problem(400, "invalid", parsed.message));
    return reply(
      c,
      ledger.once(scope, key, parsed.data, () => act(parsed.data as never)),
    );
  }

  app.post("/sessions", (c) =>
    idempotent(c, "sessions", createSessionBody, (body: z.infer<typeof createSessionBody>) => {
      const storeOrigin = new URL(body.returnUrl).origin;
      if (!options.storeOrigins.includes(storeOrigin)) {
        return {
          ...problem(400, "invalid", "returnUrl is not on a registered store origin"),
          remember: false,
        };
      }
      const saved = body.savedCardToken ? ledger.vault.get(body.savedCardToken) : undefined;
      if (body.savedCardToken && saved?.shopperReference !== body.shopperReference) {
        return { ...problem(400, "invalid", "No such saved card for this shopper"), remember: false };
      }
      const session: SandboxSession = {
        id: newId("ses"),
        orderReference: body.orderReference,
        amount: body.amount,
        currency: body.currency,
        returnUrl: body.returnUrl,
        storeOrigin,
        saveCard: body.saveCard,
        shopperReference: body.shopperReference ?? null,
        savedCardToken: body.savedCardToken ?? null,
        expiresAt: new Date(now().getTime() + SESSION_LIFETIME_MS),
        challenge: null,
        paymentId: null,
        result: null,
      };
      ledger.sessions.set(session.id, session);
      return {
        httpStatus: 201,
        body: {
          id: session.id,
          hostedUrl: `${options.origin}/pay/${session.id}`,
          expiresAt: session.expiresAt.toISOString(),
        },
      };
    }),
  );

  app.post("/sessions/:id/authorise", (c) =>
    idempotent(c, `authorise ${c.req.param("id")}`, amountBody, (body: z.infer<typeof amountBody>) => {
      const session = ledger.sessions.get(c.req.param("id"));
      if (!session) return { ...problem(404, "not-found", "No such session"), remember: false };
      const payment = session.paymentId ? ledger.payments.get(session.paymentId) : undefined;
      if (!payment) {
        // Not an answer to keep: the shopper may still complete the page.
        return {
          ...problem(409, "not-completed", "The shopper has not completed the payment page"),
          remember: false,
        };
      }
      if (body.amount !== payment.amount) {
        return {
          httpStatus: 409,
          body: {
            status: "error",
            paymentId: payment.paymentId,
            amount: body.amount,
            currency: payment.currency,
            reason: "The amount differs from the session's amount",
          },
        };
      }
      const status =
        payment.status === "refused" || payment.status === "error" ? payment.status : "authorised";
      return {
        httpStatus: 200,
        body: {
          status,
          paymentId: payment.paymentId,
          amount: payment.amount,
          currency: payment.currency,
          ...(payment.reason ? { reason: payment.reason } : {}),
          ...(payment.card ? { card: payment.card } : {}),
        },
      };
    }),
  );

  const operations = { capture: capturePayment, void: voidPayment, refund: refundPayment } as const;
  for (const [name, operate] of Object.entries(operations)) {
    app.post(`/payments/:id/${name}`, (c) =>
      idempotent(c, `${name} ${c.req.param("id")}`, amountBody, (body: z.infer<typeof amountBody>) => {
        const payment = ledger.payments.get(c.req.param("id"));
        if (!payment) return { ...problem(404, "not-found", "No such payment"), remember: false };
        return operate(payment, body.amount);
      }),
    );
  }

  app.get("/payments/:id", (c) => {
    const payment = ledger.payments.get(c.req.param("id"));
    if (!payment) return reply(c, problem(404, "not-found", "No such payment"));
    return c.json(payment);
  });

  // ---- the hosted page (HTML, framed by the store) ------------------------------------------------------------

  function html(c: Context, body: string, nonce: string, status: number, storeOrigin?: string) {
    c.header(
      "Content-Security-Policy",
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `script-src 'nonce-${nonce}'`,
        `form-action 'self'${storeOrigin ? ` ${storeOrigin}` : ""}`,
        `frame-ancestors ${storeOrigin ?? "'none'"}`,
        "base-uri 'none'",
      ].join("; "),
    );
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Content-Type-Options", "nosniff");
    return c.html(body, status as 200);
  }

  /** The session the page is for, or the page to answer instead (unknown, expired). */
  function openSession(c: Context, nonce: string): SandboxSession | Response {
    const session = ledger.sessions.get(c.req.param("sessionId") ?? "");
    if (!session) {
      return html(
        c,
        problemPage("Payment not found", "This payment page does not exist.", nonce),
        nonce,
        404,
      );
    }
    if (session.result === null && now() >= session.expiresAt) {
      return html(
        c,
        problemPage(
          "This payment page has expired",
          "Go back to the shop and start the payment again.",
          nonce,
        ),
        nonce,
        410,
        session.storeOrigin,
      );
    }
    return session;
  }

  function complete(
    c: Context,
    session: SandboxSession,
    card: PaymentCard,
    status: "authorised" | "refused" | "error",
    reason: string,
    nonce: string,
  ) {
    const payment: CardPayment = {
      paymentId: newId("pay"),
      sessionId: session.id,
      orderReference: session.orderReference,
      status,
      amount: session.amount,
      currency: session.currency,
      capturedAmount: 0,
      refundedAmount: 0,
      // The token is kept only for an authorised card.
      card: status === "authorised" ? card : { ...card, token: null },
      ...(reason ? { reason } : {}),
    };
    ledger.payments.set(payment.paymentId, payment);
    session.paymentId = payment.paymentId;
    session.challenge = null;
    session.result = signResult(
      {
        paymentId: payment.paymentId,
        sessionId: session.id,
        status,
        amount: session.amount,
        currency: session.currency,
        orderReference: session.orderReference,
        maskedNumber: card.maskedNumber,
        brand: card.brand,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        token: payment.card?.token ?? "",
        reason,
        timestamp: now().toISOString(),
      },
      options.resultSecret,
    );
    return showResult(c, session, nonce);
  }

  function showResult(c: Context, session: SandboxSession, nonce: string) {
    return html(
      c,
      resultPage({
        result: session.result!,
        returnUrl: session.returnUrl,
        storeOrigin: session.storeOrigin,
        nonce,
      }),
      nonce,
      200,
      session.storeOrigin,
    );
  }

  function pageView(session: SandboxSession, nonce: string) {
    return {
      sessionId: session.id,
      amount: session.amount,
      currency: session.currency,
      storeOrigin: session.storeOrigin,
      savesCard: session.saveCard && session.shopperReference !== null,
      savedCard: savedCardOf(session),
      nonce,
    };
  }

  /** The saved card a session pays with, as its page shows it (never the number). */
  function savedCardOf(session: SandboxSession) {
    const saved = session.savedCardToken ? ledger.vault.get(session.savedCardToken) : undefined;
    if (!saved) return null;
    return { maskedNumber: maskCardNumber(saved.card.digits), brand: saved.card.brand };
  }

  app.get("/pay/:sessionId", (c) => {
    const nonce = randomBytes(16).toString("base64");
    const session = openSession(c, nonce);
    if (session instanceof Response) return session;
    if (session.result) return showResult(c, session, nonce);
    if (session.challenge) return c.redirect(`/3ds/${session.id}`, 303);
    return html(c, paymentPage(pageView(session, nonce)), nonce, 200, session.storeOrigin);
  });

  app.post("/pay/:sessionId", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const session = openSession(c, nonce);
    if (session instanceof Response) return session;
    if (session.result) return showResult(c, session, nonce);
    if (session.challenge) return c.redirect(`/3ds/${session.id}`, 303);
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === "string" ? form[name] : "");
    const saved = session.savedCardToken ? ledger.vault.get(session.savedCardToken) : undefined;
    const checked = saved
      ? checkSecurityCode(saved.card, text("securityCode"))
      : checkCardForm({
          holderName: text("holderName"),
          cardNumber: text("cardNumber"),
          expiry: text("expiry"),
          securityCode: text("securityCode"),
        });
    if (!checked.ok) {
      const view = {
        ...pageView(session, nonce),
        values: { holderName: text("holderName"), expiry: text("expiry") },
        errors: checked.errors,
      };
      return html(c, paymentPage(view), nonce, 422, session.storeOrigin);
    }
    const card = cardOf(checked.card, session);
    const { outcome, reason } = sandboxOutcome(checked.card, now());
    if (outcome === "challenge") {
      session.challenge = { card };
      return c.redirect(`/3ds/${session.id}`, 303);
    }
    return complete(c, session, card, outcome, reason, nonce);
  });

  app.get("/3ds/:sessionId", (c) => {
    const nonce = randomBytes(16).toString("base64");
    const session = openSession(c, nonce);
    if (session instanceof Response) return session;
    if (session.result) return showResult(c, session, nonce);
    if (!session.challenge) return c.redirect(`/pay/${session.id}`, 303);
    return html(c, challengePage(session.id, nonce, session.storeOrigin), nonce, 200, session.storeOrigin);
  });

  app.post("/3ds/:sessionId", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const session = openSession(c, nonce);
    if (session instanceof Response) return session;
    if (session.result) return showResult(c, session, nonce);
    if (!session.challenge) return c.redirect(`/pay/${session.id}`, 303);
    const form = await c.req.parseBody();
    const passed = form.decision === "pass";
    return complete(
      c,
      session,
      session.challenge.card,
      passed ? "authorised" : "refused",
      passed ? "" : SANDBOX_REASONS.challengeFailed,
      nonce,
    );
  });

  app.notFound((c) => c.json(problem(404, "not-found", "No such endpoint").body, 404));
  return app;
}
