import { data } from "react-router";
import { giftCardState, LOOKUP_KINDS, readLookup } from "../../../core/gift-cards/gift-card-admin-rules.ts";
import { adminMoney, adminWhen, GIFT_CARD_STATE_LABELS } from "../../components/admin/gift-card-format.ts";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-gift-cards";
import { requireStaff } from "./require-staff.server.ts";

// Finding a gift card (issue 29 point 5): by its last four digits, by an order (cards bought in it and cards
// redeemed on it) or by the buyer's e-mail. A plain GET form, so a lookup is a link staff can share; only the
// last four of a card's number exist to be shown (docs/decisions/061-gift-card-blocks.md).

const LOOKUP_LABELS: Record<(typeof LOOKUP_KINDS)[number], string> = {
  lastFour: "Last four digits",
  order: "Order number",
  buyer: "Buyer's e-mail",
};

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "manageGiftCards");
  const url = new URL(args.request.url);
  const form = Object.fromEntries(url.searchParams);
  const read = readLookup(form);
  const by =
    read.ok && read.lookup ? read.lookup.by : (LOOKUP_KINDS.find((kind) => kind === form.by) ?? "lastFour");
  const q = typeof form.q === "string" ? form.q.slice(0, 254) : "";
  if (!read.ok) return data({ by, q, message: read.message, cards: null }, 400);
  if (!read.lookup) return { by, q, message: null, cards: null };
  const now = new Date();
  const cards = await args.context.get(requestContext).services.giftCardAdmin.find(read.lookup);
  return {
    by,
    q,
    message: null,
    cards: cards.map((card) => ({
      id: card.id,
      lastFour: card.lastFour,
      initial: adminMoney(card.initialBalance, card.currency),
      balance: adminMoney(card.balance, card.currency),
      state: GIFT_CARD_STATE_LABELS[giftCardState(card, now)],
      expires: adminWhen(card.expiresAt, "Never"),
      boughtIn: card.boughtIn,
      found:
        card.found === "bought"
          ? "Bought in the order"
          : card.found === "redeemed"
            ? "Spent on the order"
            : null,
    })),
  };
}

export function meta() {
  return [{ title: "Gift cards · Back office" }];
}

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const { cards, by, q, message } = loaderData;
  return (
    <>
      <h1>Gift cards</h1>
      <form method="get" action="/admin/gift-cards" className="admin__form">
        <label>
          Find by
          <select name="by" defaultValue={by}>
            {LOOKUP_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LOOKUP_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search for
          <input
            name="q"
            defaultValue={q}
            maxLength={254}
            required
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? "q-error" : undefined}
          />
          {message && (
            <span className="admin__field-error" id="q-error">
              {message}
            </span>
          )}
        </label>
        <p>
          <button type="submit" className="admin__button">
            Find cards
          </button>
        </p>
      </form>
      {cards && (
        <table className="admin__table">
          <caption>
            {cards.length} {cards.length === 1 ? "card" : "cards"} found
          </caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">State</th>
              <th scope="col">Balance</th>
              <th scope="col">Issued for</th>
              <th scope="col">Expires</th>
              <th scope="col">Bought in order</th>
              {by === "order" && <th scope="col">Found as</th>}
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => (
              <tr key={card.id}>
                <th scope="row">
                  <a href={`/admin/gift-cards/${card.id}`}>Card ending {card.lastFour}</a>
                </th>
                <td>{card.state}</td>
                <td>{card.balance}</td>
                <td>{card.initial}</td>
                <td>{card.expires}</td>
                <td>{card.boughtIn ?? "—"}</td>
                {by === "order" && <td>{card.found}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
