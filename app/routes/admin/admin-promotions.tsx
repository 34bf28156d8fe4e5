import { data, redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { isoDate } from "../../../core/delivery/iso-date.ts";
import { londonInstant } from "../../../core/delivery/london-clock.ts";
import { formatMoney } from "../../../core/money/money.ts";
import { PROMOTION_KINDS, type Promotion } from "../../../core/pricing/cart-pricing-types.ts";
import { PROMOTION_PAGE_SIZE } from "../../../core/promotions/promotion-admin.ts";
import {
  PROMOTION_ADMIN_MESSAGES,
  PROMOTION_CURRENCIES,
  promotionDraftSchema,
  promotionState,
} from "../../../core/promotions/promotion-admin-rules.ts";
import { normalisePromotionCode } from "../../../core/promotions/promotion-code.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { StaffForm } from "../../components/admin/staff-form.tsx";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-promotions";
import type { loader as adminLayoutLoader } from "./admin-layout.tsx";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// Promotion codes for merchandisers (issue 29 point 4): the codes by state, a new code, moving a code's dates, and
// ending one now. The
// rules are core's (core/promotions/promotion-admin-rules.ts, decision 015); every change is in the audit log with
// the code before and after. Dates are London wall-clock times, as the shop's cut-offs are.

const STATES = ["live", "scheduled", "ended"] as const;
const listQuery = z.object({
  state: z.enum(STATES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

const KIND_LABELS: Record<(typeof PROMOTION_KINDS)[number], string> = {
  percentOff: "Percentage off",
  amountOff: "Amount off",
  freeStandardDelivery: "Free standard delivery",
};

const londonWhen = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

/** A `datetime-local` value read as London time; null when empty. */
function londonIso(value: string): string | null | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!value) return null;
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return londonInstant(
    isoDate(year ?? 0, month ?? 0, day ?? 0),
    (hour ?? 0) * 60 + (minute ?? 0),
  ).toISOString();
}

function termsOf(promotion: Promotion): string {
  const money = (amount: number) => formatMoney({ amount, currency: promotion.currency ?? "GBP" }, "en-GB");
  const threshold = promotion.threshold === null ? "" : ` over ${money(promotion.threshold)}`;
  if (promotion.kind === "percentOff") return `${promotion.value}% off${threshold}`;
  if (promotion.kind === "amountOff") return `${money(promotion.value)} off${threshold}`;
  return `Free standard delivery${threshold}`;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "managePromotions");
  const url = new URL(args.request.url);
  const { state, page } = listQuery.parse(Object.fromEntries(url.searchParams));
  const { promotions, total } = await args.context
    .get(requestContext)
    .services.promotionAdmin.list(state, page);
  const now = new Date();
  return {
    state: state ?? null,
    page,
    pages: Math.max(1, Math.ceil(total / PROMOTION_PAGE_SIZE)),
    total,
    promotions: promotions.map((promotion) => ({
      code: promotion.code,
      description: promotion.description,
      terms: termsOf(promotion),
      startsAt: promotion.startsAt ? londonWhen.format(new Date(promotion.startsAt)) : "Always",
      endsAt: promotion.endsAt ? londonWhen.format(new Date(promotion.endsAt)) : "Never",
      state: promotionState(promotion, now),
      stackable: promotion.stackable,
    })),
  };
}

type Fields = Partial<Record<string, string>>;
const noFields: Fields = {};
const INVALID_WHEN = "Enter a date and time, or leave it empty.";

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "managePromotions");
  const admin = adminOf(args.context);
  const promotions = args.context.get(requestContext).services.promotionAdmin;
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const actor = { staffId: staff.member.id, label: staff.member.email };

  if (text("intent") === "expire") {
    const result = await promotions.expire(text("code"));
    if (!result.ok) return data({ message: PROMOTION_ADMIN_MESSAGES[result.refusal], fields: noFields }, 409);
    await admin.service.record(actor, "promotion.expire", {
      subject: result.change.after.code,
      before: result.change.before,
      after: result.change.after,
      source: admin.source,
    });
    return redirect("/admin/promotions?state=ended", 303);
  }

  const startsAt = londonIso(text("startsAt"));
  const endsAt = londonIso(text("endsAt"));

  if (text("intent") === "dates") {
    const code = normalisePromotionCode(text("code"));
    const fields: Fields = {};
    if (code === null) fields.code = "Enter the code whose dates move.";
    if (startsAt === undefined) fields.startsAt = INVALID_WHEN;
    if (endsAt === undefined) fields.endsAt = INVALID_WHEN;
    if (code === null || startsAt === undefined || endsAt === undefined)
      return data({ intent: "dates", message: "Check the fields below.", fields }, 400);
    const result = await promotions.changeDates(code, startsAt, endsAt);
    if (!result.ok) {
      const message = PROMOTION_ADMIN_MESSAGES[result.refusal];
      return result.refusal === "unknown"
        ? data({ intent: "dates", message, fields: { code: message } as Fields }, 404)
        : data({ intent: "dates", message, fields: { endsAt: message } as Fields }, 400);
    }
    await admin.service.record(actor, "promotion.dates", {
      subject: result.change.after.code,
      before: result.change.before,
      after: result.change.after,
      source: admin.source,
    });
    return redirect("/admin/promotions", 303);
  }

  const parsed = promotionDraftSchema.safeParse({
    code: text("code"),
    kind: text("kind"),
    value: text("value") || "0",
    currency: text("currency") || null,
    threshold: text("threshold") || null,
    startsAt: startsAt === undefined ? "not a date" : startsAt,
    endsAt: endsAt === undefined ? "not a date" : endsAt,
    stackable: form.get("stackable") === "on",
    description: text("description"),
  });
  if (!parsed.success) {
    const fields: Fields = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return data({ message: "Check the fields below.", fields }, 400);
  }
  const created = await promotions.create(parsed.data);
  if (!created.ok)
    return data(
      {
        message: PROMOTION_ADMIN_MESSAGES.codeTaken,
        fields: { code: PROMOTION_ADMIN_MESSAGES.codeTaken } as Fields,
      },
      409,
    );
  await admin.service.record(actor, "promotion.create", {
    subject: created.promotion.code,
    after: created.promotion,
    source: admin.source,
  });
  return redirect("/admin/promotions", 303);
}

export function meta() {
  return [{ title: "Promotion codes · Back office" }];
}

export default function AdminPromotions({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useRouteLoaderData<typeof adminLayoutLoader>("admin")?.staff?.csrfToken;
  // Each form shows the errors of its own post only: the two share field names.
  const moving = actionData !== undefined && "intent" in actionData && actionData.intent === "dates";
  const fields = (!moving && actionData?.fields) || {};
  const datesFields = (moving && actionData?.fields) || {};
  const { state, page, pages } = loaderData;
  const address = (next: { state?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    const chosen = next.state === undefined ? state : next.state;
    if (chosen) query.set("state", chosen);
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    const search = query.toString();
    return `/admin/promotions${search ? `?${search}` : ""}`;
  };
  return (
    <>
      <h1>Promotion codes</h1>
      {actionData?.message && (
        <p className="admin__error" role="alert">
          {actionData.message}
        </p>
      )}
      <nav aria-label="Codes by state" className="admin__pager">
        <a href={address({ state: null })} aria-current={state === null ? "page" : undefined}>
          All
        </a>
        {STATES.map((choice) => (
          <a
            key={choice}
            href={address({ state: choice })}
            aria-current={state === choice ? "page" : undefined}
          >
            {choice[0]?.toUpperCase()}
            {choice.slice(1)}
          </a>
        ))}
      </nav>
      <table className="admin__table">
        <caption>
          {loaderData.total} {loaderData.total === 1 ? "code" : "codes"}
          {state ? `, ${state}` : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Gives</th>
            <th scope="col">Shopper reads</th>
            <th scope="col">Starts</th>
            <th scope="col">Ends</th>
            <th scope="col">State</th>
            <th scope="col">With other codes</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.promotions.map((promotion) => (
            <tr key={promotion.code}>
              <th scope="row">
                <code>{promotion.code}</code>
              </th>
              <td>{promotion.terms}</td>
              <td>{promotion.description}</td>
              <td>{promotion.startsAt}</td>
              <td>{promotion.endsAt}</td>
              <td>{promotion.state}</td>
              <td>{promotion.stackable ? "Yes" : "No"}</td>
              <td>
                {promotion.state !== "ended" && csrfToken && (
                  <StaffForm action="/admin/promotions" csrfToken={csrfToken}>
                    <input type="hidden" name="intent" value="expire" />
                    <input type="hidden" name="code" value={promotion.code} />
                    <button type="submit" className="admin__button">
                      End {promotion.code} now
                    </button>
                  </StaffForm>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label="Promotion code pages" className="admin__pager">
          {page > 1 && <a href={address({ page: page - 1 })}>Previous page</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={address({ page: page + 1 })}>Next page</a>}
        </nav>
      )}
      <h2>Move a code's dates</h2>
      {csrfToken && (
        <StaffForm action="/admin/promotions" csrfToken={csrfToken} className="admin__form">
          <input type="hidden" name="intent" value="dates" />
          <AdminField
            name="code"
            id="dates-code"
            label="Code to move"
            required
            maxLength={32}
            error={datesFields.code}
          />
          <AdminField
            name="startsAt"
            id="dates-startsAt"
            label="New start, London time (empty: from now)"
            type="datetime-local"
            error={datesFields.startsAt}
          />
          <AdminField
            name="endsAt"
            id="dates-endsAt"
            label="New end, London time (empty: never)"
            type="datetime-local"
            error={datesFields.endsAt}
          />
          <p>
            <button type="submit" className="admin__button">
              Move dates
            </button>
          </p>
        </StaffForm>
      )}
      <h2>New code</h2>
      {csrfToken && (
        <StaffForm action="/admin/promotions" csrfToken={csrfToken} className="admin__form">
          <input type="hidden" name="intent" value="create" />
          <AdminField name="code" label="Code" required maxLength={32} error={fields.code} />
          <AdminField
            name="description"
            label="What the shopper reads"
            required
            maxLength={120}
            error={fields.description}
          />
          <label>
            Gives
            <select name="kind" required>
              {PROMOTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
          <AdminField
            name="value"
            label="Percentage, or amount off in pence or cents"
            inputMode="numeric"
            error={fields.value}
          />
          <label>
            Currency (for an amount or a threshold)
            <select
              name="currency"
              aria-invalid={fields.currency ? true : undefined}
              aria-describedby={fields.currency ? "currency-error" : undefined}
            >
              <option value="">Any</option>
              {PROMOTION_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
            {fields.currency && (
              <span className="admin__field-error" id="currency-error">
                {fields.currency}
              </span>
            )}
          </label>
          <AdminField
            name="threshold"
            label="Spend at least, in pence or cents (optional)"
            inputMode="numeric"
            error={fields.threshold}
          />
          <AdminField
            name="startsAt"
            label="Starts, London time (empty: now)"
            type="datetime-local"
            error={fields.startsAt}
          />
          <AdminField
            name="endsAt"
            label="Ends, London time (empty: never)"
            type="datetime-local"
            error={fields.endsAt}
          />
          <label className="admin__check">
            <input type="checkbox" name="stackable" /> May be used with other codes
          </label>
          <p>
            <button type="submit" className="admin__button">
              Add code
            </button>
          </p>
        </StaffForm>
      )}
    </>
  );
}
