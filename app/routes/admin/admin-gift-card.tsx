import { data, redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import {
  GIFT_CARD_ADMIN_MESSAGES,
  giftCardState,
  idempotencyKeySchema,
  readLedgerReference,
  resendRefusal,
} from "../../../core/gift-cards/gift-card-admin-rules.ts";
import { adminMoney, adminWhen, GIFT_CARD_STATE_LABELS } from "../../components/admin/gift-card-format.ts";
import { StaffForm } from "../../components/admin/staff-form.tsx";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-gift-card";
import type { loader as adminLayoutLoader } from "./admin-layout.tsx";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// One gift card for customer service (issue 29 point 5): what it holds, who bought it for whom, its ledger, and
// block, unblock and resend, each audited. Only the last four of its number exist to show: the code and PIN are
// kept as keyed digests, and an e-gift card's sealed copy is read only to write the resent e-mail to the outbox.

const cardId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const KIND_LABELS = {
  issue: "Issued",
  hold: "Held for a bag",
  release: "Released",
  redeem: "Spent",
} as const;

const DONE_MESSAGES = {
  blocked: "The card is blocked: it cannot pay for anything until it is unblocked.",
  unblocked: "The card is unblocked and can be used again.",
  resent: "The e-gift card was sent again to its recipient.",
  repeat: "That resend was already done: nothing more was sent.",
} as const;
const doneSchema = z.enum(["blocked", "unblocked", "resent", "repeat"]).optional().catch(undefined);

function idOf(params: { giftCardId?: string }): number {
  const parsed = cardId.safeParse(params.giftCardId);
  if (!parsed.success) throw data({ message: GIFT_CARD_ADMIN_MESSAGES.unknown }, { status: 404 });
  return parsed.data;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "manageGiftCards");
  const id = idOf(args.params);
  const card = await args.context.get(requestContext).services.giftCardAdmin.card(id);
  if (!card) throw data({ message: GIFT_CARD_ADMIN_MESSAGES.unknown }, { status: 404 });
  const now = new Date();
  const done = doneSchema.parse(new URL(args.request.url).searchParams.get("done") ?? undefined);
  const purchase = card.purchase;
  const resendRefused = purchase
    ? resendRefusal(
        {
          kind: purchase.kind,
          recipientEmail: purchase.recipientEmail,
          sentAt: purchase.sentAt,
          sealed: purchase.sealed,
          expiresAt: card.expiresAt,
          blockedAt: card.blockedAt,
        },
        now,
      )
    : null;
  return {
    id: card.id,
    done: done ? DONE_MESSAGES[done] : null,
    lastFour: card.lastFour,
    currency: card.currency,
    initial: adminMoney(card.initialBalance, card.currency),
    balance: adminMoney(card.balance, card.currency),
    state: GIFT_CARD_STATE_LABELS[giftCardState(card, now)],
    blocked: card.blockedAt !== null,
    blockedAt: adminWhen(card.blockedAt),
    issuedAt: adminWhen(card.createdAt),
    expires: adminWhen(card.expiresAt, "Never"),
    purchase: purchase && {
      orderNumber: purchase.orderNumber,
      entryNumber: purchase.entryNumber,
      kind: purchase.kind === "ECARD" ? "E-gift card" : "Gift card by post",
      eGift: purchase.kind === "ECARD",
      buyerEmail: purchase.buyerEmail,
      recipientName: purchase.recipientName,
      recipientEmail: purchase.kind === "ECARD" ? purchase.recipientEmail : null,
      sendDate: purchase.sendDate,
      sent: adminWhen(purchase.sentAt, "Not sent yet"),
      resendRefused: resendRefused ? GIFT_CARD_ADMIN_MESSAGES[resendRefused] : null,
    },
    // A new key per page: one click of Resend mails the card once, however often the post is repeated.
    resendKey: crypto.randomUUID(),
    ledger: card.ledger.map((entry, index) => {
      const reference = readLedgerReference(entry.reference);
      return {
        key: index,
        when: adminWhen(entry.createdAt),
        what:
          entry.kind === "release" && reference.kind === "order" ? "Credited back" : KIND_LABELS[entry.kind],
        amount: adminMoney(entry.amount, card.currency),
        reference:
          reference.kind === "order"
            ? `Order ${reference.orderNumber}${reference.line === null ? "" : `, line ${reference.line}`}`
            : reference.kind === "bag"
              ? `Bag ${reference.cartId}`
              : reference.text,
      };
    }),
  };
}

const actionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("block") }),
  z.object({ intent: z.literal("unblock") }),
  z.object({ intent: z.literal("resend"), idempotencyKey: idempotencyKeySchema }),
]);

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "manageGiftCards");
  const admin = adminOf(args.context);
  const id = idOf(args.params);
  const giftCards = args.context.get(requestContext).services.giftCardAdmin;
  const form = Object.fromEntries(await args.request.formData());
  const parsed = actionForm.safeParse(form);
  if (!parsed.success)
    return data(
      {
        message:
          form.intent === "resend"
            ? GIFT_CARD_ADMIN_MESSAGES.idempotencyKey
            : "Choose block, unblock or resend.",
      },
      400,
    );
  const actor = { staffId: staff.member.id, label: staff.member.email };
  const subject = `giftCard:${id}`;
  const page = `/admin/gift-cards/${id}`;

  if (parsed.data.intent === "resend") {
    const answer = await giftCards.resend(id, parsed.data.idempotencyKey, staff.member.id);
    if (answer.kind === "refused")
      return data(
        { message: GIFT_CARD_ADMIN_MESSAGES[answer.refusal] },
        answer.refusal === "unknown" ? 404 : 409,
      );
    // A repeated key sent nothing, so there is nothing new to audit.
    if (answer.kind === "repeat") return redirect(`${page}?done=repeat`, 303);
    await admin.service.record(actor, "giftCard.resend", {
      subject,
      before: null,
      after: {
        recipientEmail: answer.recipientEmail,
        orderNumber: answer.orderNumber,
        entryNumber: answer.entryNumber,
        idempotencyKey: parsed.data.idempotencyKey,
      },
      source: admin.source,
    });
    return redirect(`${page}?done=resent`, 303);
  }

  const blocking = parsed.data.intent === "block";
  const result = blocking ? await giftCards.block(id) : await giftCards.unblock(id);
  if (!result.ok)
    return data(
      { message: GIFT_CARD_ADMIN_MESSAGES[result.refusal] },
      result.refusal === "unknown" ? 404 : 409,
    );
  await admin.service.record(actor, blocking ? "giftCard.block" : "giftCard.unblock", {
    subject,
    before: result.change.before,
    after: result.change.after,
    source: admin.source,
  });
  return redirect(`${page}?done=${blocking ? "blocked" : "unblocked"}`, 303);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Gift card ending ${loaderData?.lastFour ?? ""} · Back office` }];
}

export default function AdminGiftCard({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useRouteLoaderData<typeof adminLayoutLoader>("admin")?.staff?.csrfToken;
  const card = loaderData;
  const purchase = card.purchase;
  const action = `/admin/gift-cards/${card.id}`;
  return (
    <>
      <p>
        <a href="/admin/gift-cards">Find another card</a>
      </p>
      <h1>Gift card ending {card.lastFour}</h1>
      {actionData?.message && (
        <p className="admin__error" role="alert">
          {actionData.message}
        </p>
      )}
      {!actionData && card.done && <p role="status">{card.done}</p>}
      <table className="admin__table">
        <caption className="visually-hidden">The card</caption>
        <tbody>
          <tr>
            <th scope="row">Last four digits</th>
            <td>{card.lastFour}</td>
          </tr>
          <tr>
            <th scope="row">State</th>
            <td>
              {card.state}
              {card.blocked ? ` since ${card.blockedAt}` : ""}
            </td>
          </tr>
          <tr>
            <th scope="row">Currency</th>
            <td>{card.currency}</td>
          </tr>
          <tr>
            <th scope="row">Issued for</th>
            <td>{card.initial}</td>
          </tr>
          <tr>
            <th scope="row">Balance now</th>
            <td>{card.balance}</td>
          </tr>
          <tr>
            <th scope="row">Issued</th>
            <td>{card.issuedAt}</td>
          </tr>
          <tr>
            <th scope="row">Expires</th>
            <td>{card.expires}</td>
          </tr>
        </tbody>
      </table>
      {csrfToken && (
        <StaffForm action={action} csrfToken={csrfToken}>
          <input type="hidden" name="intent" value={card.blocked ? "unblock" : "block"} />
          <button type="submit" className="admin__button">
            {card.blocked ? "Unblock card" : "Block card"} ending {card.lastFour}
          </button>
        </StaffForm>
      )}

      <h2>Bought</h2>
      {purchase ? (
        <>
          <table className="admin__table">
            <caption className="visually-hidden">The order that bought the card</caption>
            <tbody>
              <tr>
                <th scope="row">Order</th>
                <td>
                  {purchase.orderNumber}, line {purchase.entryNumber}
                </td>
              </tr>
              <tr>
                <th scope="row">Kind</th>
                <td>{purchase.kind}</td>
              </tr>
              <tr>
                <th scope="row">Buyer</th>
                <td>{purchase.buyerEmail}</td>
              </tr>
              <tr>
                <th scope="row">Recipient</th>
                <td>
                  {purchase.recipientName}
                  {purchase.recipientEmail ? ` (${purchase.recipientEmail})` : ""}
                </td>
              </tr>
              {purchase.eGift && (
                <>
                  <tr>
                    <th scope="row">Send date</th>
                    <td>{purchase.sendDate ?? "On the day it was bought"}</td>
                  </tr>
                  <tr>
                    <th scope="row">Last sent</th>
                    <td>{purchase.sent}</td>
                  </tr>
                </>
              )}
            </tbody>
          </table>
          {purchase.eGift &&
            (purchase.resendRefused ? (
              <p>{purchase.resendRefused}</p>
            ) : (
              csrfToken && (
                <StaffForm action={action} csrfToken={csrfToken}>
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="idempotencyKey" value={card.resendKey} />
                  <button type="submit" className="admin__button">
                    Resend e-gift card to {purchase.recipientEmail}
                  </button>
                </StaffForm>
              )
            ))}
        </>
      ) : (
        <p>Not bought in an order: issued by the shop.</p>
      )}

      <h2>Ledger</h2>
      <table className="admin__table">
        <caption className="visually-hidden">Every movement of the card, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What happened</th>
            <th scope="col">Amount</th>
            <th scope="col">Order or bag</th>
          </tr>
        </thead>
        <tbody>
          {card.ledger.map((entry) => (
            <tr key={entry.key}>
              <td>{entry.when}</td>
              <td>{entry.what}</td>
              <td>{entry.amount}</td>
              <td>{entry.reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
