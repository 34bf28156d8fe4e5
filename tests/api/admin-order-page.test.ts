import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CardSessionState } from "../../core/checkout/checkout-types.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import type { Role } from "../../core/staff/roles.ts";
import { toNumber } from "../../data/normalise.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { startTestCardSandbox, type TestCardSandbox, typeTestCard } from "../setup/card-sandbox.ts";
import { fillCheckout, findParcelVariant, guestCart, setStockOf } from "../setup/order-harness.ts";
import { addStaffMember, codeFor, StaffBrowser } from "../setup/staff.ts";

// The back office's order page (issue 29 points 2 and 3): it shows an order's lines, payments and audit trail to
// staff who may view orders, and its dispatch, cancel and refund forms work only for the roles that hold each
// permission, only with the staff session's CSRF token, answer mistakes on the form, and move money once however
// often one form is posted. The card SANDBOX runs on its own port; what it holds is read back from it.

const RETURN_URL = "http://localhost/uk/checkout/secure/card-result";

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let harness: Harness;
let sandbox: TestCardSandbox;
const variants: { code: string; stockLevel: number }[] = [];

beforeAll(async () => {
  sandbox = await startTestCardSandbox();
  harness = await createTestApp({
    trustProxy: true,
    poolSize: 8,
    connectTimeoutMs: 60_000,
    cardPayments: sandbox.settings,
  });
  // Not the products of the other order files.
  for (const offset of [13, 14]) {
    const chosen = await findParcelVariant(harness.database.db, { minStock: 40, offset });
    variants.push(chosen);
    await setStockOf(harness.database.db, chosen.code, 1000);
  }
}, 120_000);

afterAll(async () => {
  for (const variant of variants) await setStockOf(harness.database.db, variant.code, variant.stockLevel);
  await harness?.close();
  await sandbox?.close();
});

const db = () => harness.database.db;

interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  paymentId: string;
  email: string;
  authorised: number;
}

/** A guest pays by card for two lines: two of the first variant (line 0) and one of the second (line 1). */
async function placeTwoLineOrder(): Promise<PlacedOrder> {
  const services = harness.services;
  const [first, second] = variants;
  const owner = await guestCart(services, first?.code ?? "", 2);
  acceptedOrThrow(
    await services.cart.addEntry({
      ...owner,
      variantCode: second?.code ?? "",
      quantity: 1,
      keepGuid: async (guid) => guid,
    }),
  );
  const email = `${owner.ownerGuid}@example.com`;
  await fillCheckout(services.checkout, owner, { email });
  const page = (await services.cardCheckout.offer(owner, {
    returnUrl: RETURN_URL,
    customerId: null,
  })) as CardSessionState;
  const paid = await typeTestCard(sandbox.origin, page.hostedUrl);
  const outcome = await services.cardCheckout.payWithResult(
    { ...owner, customerId: null },
    page.attemptId,
    paid,
  );
  if (outcome.status !== "paid" || outcome.result.status !== "placed")
    throw new Error("the order was not placed");
  return {
    orderId: outcome.result.order.orderId,
    orderNumber: outcome.result.order.orderNumber,
    paymentId: paid.paymentId ?? "",
    email,
    authorised: page.amount,
  };
}

async function signedIn(roles: Role[]): Promise<StaffBrowser> {
  const credentials = await addStaffMember(harness.services.staff, roles);
  const staff = new StaffBrowser(harness.app);
  expect((await staff.signIn(credentials, codeFor(credentials))).status).toBe(303);
  // Any back-office page gives the session's CSRF token.
  await staff.request("/admin");
  return staff;
}

/** The request key rendered into the page's form of `kind`. */
async function formKey(staff: StaffBrowser, orderNumber: string, kind: string): Promise<string> {
  const page = await staff.request(`/admin/orders/${orderNumber}`);
  expect(page.status).toBe(200);
  const key = new RegExp(
    `name="intent" value="${kind}"/><input type="hidden" name="key" value="([^"]+)"`,
  ).exec(await page.text())?.[1];
  if (!key) throw new Error(`the page has no ${kind} form`);
  return key;
}

async function lineCounts(orderId: string) {
  const rows = await db()
    .selectFrom("orderLines")
    .select(["entryNumber", "dispatchedQuantity", "cancelledQuantity", "refundedQuantity"])
    .where("orderId", "=", orderId)
    .orderBy("entryNumber")
    .execute();
  return rows.map((row) => [
    toNumber(row.dispatchedQuantity),
    toNumber(row.cancelledQuantity),
    toNumber(row.refundedQuantity),
  ]);
}

async function movements(orderId: string, kind: string) {
  const rows = await db()
    .selectFrom("orderPaymentMovements")
    .select(["amount", "status"])
    .where("orderId", "=", orderId)
    .where("kind", "=", kind)
    .execute();
  return rows.map((row) => [toNumber(row.amount), row.status]);
}

const dispatchForm = (key: string, fields: Record<string, string> = {}) => ({
  intent: "dispatch",
  key,
  "units-0": "1",
  carrier: "Royal Mail",
  trackingNumber: "RM 123-456",
  ...fields,
});

describe(`the back office's order page on ${inject("dialect")}`, () => {
  it("is refused without a staff session, to a role that may not view orders, and each form to a role without it", async () => {
    const order = await placeTwoLineOrder();
    const path = `/admin/orders/${order.orderNumber}`;

    const anonymous = new StaffBrowser(harness.app);
    const away = await anonymous.request(path);
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("/admin/sign-in");
    expect((await anonymous.post(path, dispatchForm(randomUUID()))).status).toBe(302);
    // A shopper's session is no staff session.
    const shopper = await new Shopper(harness.app).begin();
    const customer = new StaffBrowser(harness.app);
    customer.setCookie("twc_session", shopper.cookie("twc_session") ?? "");
    expect((await customer.request(path)).status).toBe(302);
    expect((await customer.post(path, dispatchForm(randomUUID()))).status).toBe(302);

    const merchandiser = await signedIn(["merchandiser"]);
    expect((await merchandiser.request(path)).status).toBe(403);
    expect((await merchandiser.post(path, dispatchForm(randomUUID()))).status).toBe(403);

    const viewer = await signedIn(["viewer"]);
    const seen = await viewer.request(path);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("cache-control")).toBe("private, no-store");
    const html = await seen.text();
    // A viewer reads the order but is offered none of the forms.
    expect(html).not.toContain('value="dispatch"');
    expect(html).not.toContain('value="cancel"');
    expect(html).not.toContain('value="refund"');
    expect((await viewer.post(path, dispatchForm(randomUUID()))).status).toBe(403);

    const fulfilment = await signedIn(["fulfilment"]);
    const refund = { intent: "refund", key: randomUUID(), "units-0": "1" };
    expect((await fulfilment.post(path, refund)).status).toBe(403);
    expect(
      (await fulfilment.post(path, { intent: "cancel", key: randomUUID(), "units-1": "1" })).status,
    ).toBe(403);
    const customerService = await signedIn(["customerService"]);
    expect((await customerService.post(path, dispatchForm(randomUUID()))).status).toBe(403);

    // The right role without the form's CSRF token, or from another site, is refused too.
    expect((await fulfilment.post(path, dispatchForm(randomUUID()), { token: false })).status).toBe(403);
    expect(
      (await fulfilment.post(path, dispatchForm(randomUUID()), { origin: "https://elsewhere.example" }))
        .status,
    ).toBe(403);

    // Nothing moved.
    expect(await lineCounts(order.orderId)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(await movements(order.orderId, "capture")).toEqual([]);
    expect((await harness.services.cardAcquirer.getPayment(order.paymentId))?.capturedAmount).toBe(0);
  }, 120_000);

  it("answers mistakes on the form, with what was typed kept", async () => {
    const order = await placeTwoLineOrder();
    const path = `/admin/orders/${order.orderNumber}`;
    const admin = await signedIn(["administrator"]);
    const key = await formKey(admin, order.orderNumber, "dispatch");

    const nothing = await admin.post(path, dispatchForm(key, { "units-0": "" }));
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain("Choose at least one line.");

    const tooMany = await admin.post(path, dispatchForm(key, { "units-0": "3" }));
    expect(tooMany.status).toBe(409);
    expect(await tooMany.text()).toContain("Line 0 has only 2 units left to dispatch.");

    const badTracking = await admin.post(path, dispatchForm(key, { trackingNumber: "RM#1<2>" }));
    expect(badTracking.status).toBe(400);
    const text = await badTracking.text();
    expect(text).toContain("A tracking number has only letters, digits, spaces and hyphens.");
    expect(text).toContain('aria-invalid="true"');
    expect(text).toContain('value="Royal Mail"');

    const notANumber = await admin.post(path, dispatchForm(key, { "units-0": "two" }));
    expect(notANumber.status).toBe(400);
    expect(await notANumber.text()).toContain("Give a whole number of units, or leave it empty.");

    const refundTooSoon = await admin.post(path, { intent: "refund", key: randomUUID(), "units-0": "1" });
    expect(refundTooSoon.status).toBe(409);
    expect(await refundTooSoon.text()).toContain("Line 0 has nothing left to refund.");

    const noIntent = await admin.post(path, { intent: "explode", key });
    expect(noIntent.status).toBe(400);
    expect(await admin.request("/admin/orders/00000000000")).toHaveProperty("status", 404);
    expect(await lineCounts(order.orderId)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
  }, 120_000);

  it("shows a payment provider's refusal on the form and on the page, and moves nothing", async () => {
    const order = await placeTwoLineOrder();
    const path = `/admin/orders/${order.orderNumber}`;
    // The authorisation was voided at the acquirer behind the shop's back: no capture can succeed.
    await harness.services.cardAcquirer.void({
      paymentId: order.paymentId,
      amount: order.authorised,
      idempotencyKey: randomUUID(),
    });
    const fulfilment = await signedIn(["fulfilment"]);
    const key = await formKey(fulfilment, order.orderNumber, "dispatch");
    const refused = await fulfilment.post(path, dispatchForm(key));
    expect(refused.status).toBe(409);
    const reason = "The payment provider refused: A voided payment cannot be captured";
    expect(await refused.text()).toContain(reason);
    expect(await lineCounts(order.orderId)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    // The failed attempt stays on the page with its reason: nothing is hidden.
    const page = await (await fulfilment.request(path)).text();
    expect(page.match(/failed(<!-- -->)?: A voided payment cannot be captured/g)).toHaveLength(2);
    expect(await movements(order.orderId, "capture")).toEqual([[expect.any(Number), "failed"]]);
  }, 120_000);

  it("one dispatch form posted 20 times at once captures once; cancel and refund follow, each on the page", async () => {
    const order = await placeTwoLineOrder();
    const path = `/admin/orders/${order.orderNumber}`;
    const fulfilment = await signedIn(["fulfilment"]);
    const key = await formKey(fulfilment, order.orderNumber, "dispatch");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fulfilment.post(path, dispatchForm(key))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    const location = answers[0]?.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^${path}\\?done=dispatch&change=`));
    expect(new Set(answers.map((answer) => answer.headers.get("location"))).size).toBe(1);

    const captures = await movements(order.orderId, "capture");
    expect(captures).toHaveLength(1);
    const captured = Number(captures[0]?.[0]);
    const atAcquirer = await harness.services.cardAcquirer.getPayment(order.paymentId);
    expect(atAcquirer).toMatchObject({ status: "authorised", capturedAmount: captured });
    expect(captured).toBeGreaterThan(0);
    expect(captured).toBeLessThan(order.authorised);
    expect(await lineCounts(order.orderId)).toEqual([
      [1, 0, 0],
      [0, 0, 0],
    ]);

    const after = await fulfilment.request(location);
    const page = await after.text();
    expect(page).toContain("Dispatched:");
    expect(page).toContain("RM 123-456");
    expect(page).toContain("Royal Mail");
    expect(page).toContain("Capture");
    expect(page).toContain(`Your order ${order.orderNumber} is on its way`);
    expect(page).toContain("order.dispatch");
    expect(page).toContain(order.paymentId);
    // Fulfilment may dispatch, not cancel or refund: only its own form is offered.
    expect(page).not.toContain('value="refund"');

    const service = await signedIn(["customerService"]);
    const cancelKey = await formKey(service, order.orderNumber, "cancel");
    const cancelled = await service.post(path, { intent: "cancel", key: cancelKey, "units-1": "1" });
    expect(cancelled.status).toBe(303);
    expect(await movements(order.orderId, "void")).toHaveLength(1);
    const refundKey = await formKey(service, order.orderNumber, "refund");
    const refunded = await service.post(path, { intent: "refund", key: refundKey, "units-0": "1" });
    expect(refunded.status).toBe(303);
    const refunds = await movements(order.orderId, "refund");
    expect(refunds).toEqual([[captured, "done"]]);
    expect((await harness.services.cardAcquirer.getPayment(order.paymentId))?.refundedAmount).toBe(captured);
    expect(await lineCounts(order.orderId)).toEqual([
      [1, 0, 1],
      [0, 1, 0],
    ]);

    const final = await (await service.request(refunded.headers.get("location") ?? "")).text();
    expect(final).toContain("Refunded:");
    expect(final).toContain("Void (released)");
    expect(final).toContain("order.cancel");
    expect(final).toContain("order.refund");

    // Each staff change is in the audit log with the lines before and after and the money it moved.
    const audit = await harness.services.staff.auditOf(order.orderNumber, 50);
    const refundEntry = audit.find((entry) => entry.action === "order.refund");
    expect(refundEntry?.before).toMatchObject({ lines: [{ entryNumber: 0, dispatched: 1, refunded: 0 }] });
    expect(refundEntry?.after).toMatchObject({
      status: "partlyRefunded",
      lines: [{ entryNumber: 0, dispatched: 1, refunded: 1 }],
      change: { payment: captured },
    });
    const dispatches = audit.filter((entry) => entry.action === "order.dispatch");
    expect(dispatches.length).toBeGreaterThan(0);
    // However many requests were answered, they were one change.
    expect(
      new Set(dispatches.map((entry) => (entry.after as { change: { id: string } }).change.id)).size,
    ).toBe(1);
  }, 120_000);
});
