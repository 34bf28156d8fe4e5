import { data, redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { AVAILABILITIES } from "../../../core/catalogue/stock-state.ts";
import type { CatalogueAdminRefusal } from "../../../core/catalogue-admin/catalogue-admin.ts";
import {
  AVAILABILITY_LABELS,
  availabilityChangeSchema,
  CATALOGUE_ADMIN_MESSAGES,
  CURRENCY_BY_VERSION,
  priceChangeSchema,
  stockChangeSchema,
} from "../../../core/catalogue-admin/catalogue-admin-rules.ts";
import { formatMoney } from "../../../core/money/money.ts";
import { VERSIONS } from "../../../core/site/versions.ts";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { StaffForm } from "../../components/admin/staff-form.tsx";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-catalogue-product";
import type { loader as adminLayoutLoader } from "./admin-layout.tsx";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// One product for merchandisers (issue 29 point 4): its sizes with their prices in each version, stock and
// availability, and a form for each change. The rules are core's (core/catalogue-admin/); every change is in the
// audit log before and after, and reaches search, the page cache, bags and every instance through the catalogue's
// change event (core/catalogue-admin/catalogue-admin.ts).

const params = z.object({ code: z.string().trim().min(1).max(64) });
const CHANGES = ["price", "stock", "availability"] as const;
const done = z.object({ changed: z.enum(CHANGES).optional().catch(undefined) });

const CHANGED_MESSAGES: Record<(typeof CHANGES)[number], string> = {
  price: "The price is changed: the shop shows it now.",
  stock: "The stock level is changed: the shop shows it now.",
  availability: "The availability is changed: the shop shows it now.",
};

const VERSION_LABELS = { uk: "uk (GBP)", us: "us (USD)", row: "row (EUR)" } as const;

function productCodeOf(args: { params: Record<string, string | undefined> }): string {
  const parsed = params.safeParse(args.params);
  if (!parsed.success) throw data({ message: CATALOGUE_ADMIN_MESSAGES.unknownProduct }, { status: 404 });
  return parsed.data.code;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "editCatalogue");
  const product = await args.context.get(requestContext).services.catalogueAdmin.product(productCodeOf(args));
  if (!product) throw data({ message: CATALOGUE_ADMIN_MESSAGES.unknownProduct }, { status: 404 });
  const { changed } = done.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  return {
    changed: changed ? CHANGED_MESSAGES[changed] : null,
    code: product.code,
    name: product.name,
    variants: product.variants.map((variant) => ({
      code: variant.code,
      label: [variant.colour, variant.group, variant.size].filter(Boolean).join(", "),
      stockLevel: variant.stockLevel,
      availability: variant.availability,
      prices: VERSIONS.map((version) => {
        const currency = CURRENCY_BY_VERSION[version];
        const price = variant.prices[currency];
        if (!price) return { version, text: "Not sold" };
        const now = formatMoney({ amount: price.amount, currency }, "en-GB");
        const was =
          price.wasAmount === null
            ? ""
            : ` (was ${formatMoney({ amount: price.wasAmount, currency }, "en-GB")})`;
        return { version, text: `${now}${was}` };
      }),
    })),
  };
}

type Fields = Partial<Record<string, string>>;
type Change = (typeof CHANGES)[number];

function refused(intent: Change, variantCode: string | null, refusal: CatalogueAdminRefusal) {
  const message = CATALOGUE_ADMIN_MESSAGES[refusal];
  return data({ intent, variantCode, message, fields: {} as Fields }, refusal === "notSold" ? 409 : 404);
}

function invalid(intent: Change, variantCode: string | null, error: z.ZodError) {
  const fields: Fields = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return data({ intent, variantCode, message: "Check the fields below.", fields }, 400);
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, "editCatalogue");
  const admin = adminOf(args.context);
  const catalogue = args.context.get(requestContext).services.catalogueAdmin;
  const productCode = productCodeOf(args);
  const form = await args.request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const actor = { staffId: staff.member.id, label: staff.member.email };
  const back = (changed: Change) =>
    redirect(`/admin/catalogue/${encodeURIComponent(productCode)}?changed=${changed}`, 303);
  const intent = text("intent");
  const variantCode = text("variantCode") || null;

  if (intent === "price") {
    const parsed = priceChangeSchema.safeParse({
      productCode,
      version: text("version"),
      variantCode: text("variantCode"),
      price: text("price"),
      wasPrice: text("wasPrice"),
    });
    if (!parsed.success) return invalid("price", null, parsed.error);
    const result = await catalogue.changePrice(parsed.data);
    if (!result.ok) return refused("price", null, result.refusal);
    const { currency, variants } = result.change;
    await admin.service.record(actor, "catalogue.price", {
      subject: productCode,
      before: { currency, variants: variants.map((v) => ({ variantCode: v.variantCode, ...v.before })) },
      after: { currency, variants: variants.map((v) => ({ variantCode: v.variantCode, ...v.after })) },
      source: admin.source,
    });
    return back("price");
  }

  if (intent === "stock" || intent === "availability") {
    // The size must be this page's product's: a form posted to another product's page changes nothing.
    const product = await catalogue.product(productCode);
    if (!product) return refused(intent, variantCode, "unknownProduct");
    if (!product.variants.some((variant) => variant.code === variantCode))
      return refused(intent, variantCode, "unknownVariant");
    const result =
      intent === "stock"
        ? await (async () => {
            const parsed = stockChangeSchema.safeParse({ variantCode, stockLevel: text("stockLevel") });
            return parsed.success
              ? catalogue.changeStock(parsed.data.variantCode, parsed.data.stockLevel)
              : parsed.error;
          })()
        : await (async () => {
            const parsed = availabilityChangeSchema.safeParse({
              variantCode,
              availability: text("availability"),
            });
            return parsed.success
              ? catalogue.changeAvailability(parsed.data.variantCode, parsed.data.availability)
              : parsed.error;
          })();
    if (result instanceof z.ZodError) return invalid(intent, variantCode, result);
    if (!result.ok) return refused(intent, variantCode, result.refusal);
    const { before, after } = result.change;
    const field = intent === "stock" ? "stockLevel" : "availability";
    await admin.service.record(actor, `catalogue.${intent}`, {
      subject: result.change.variantCode,
      before: { productCode, [field]: before[field] },
      after: { productCode, [field]: after[field] },
      source: admin.source,
    });
    return back(intent);
  }
  return data(
    { intent: null, variantCode: null, message: "Choose a change to make.", fields: {} as Fields },
    400,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.name ?? "Product"} · Catalogue · Back office` }];
}

export default function AdminCatalogueProduct({ loaderData, actionData }: Route.ComponentProps) {
  const csrfToken = useRouteLoaderData<typeof adminLayoutLoader>("admin")?.staff?.csrfToken;
  const { code, name, variants } = loaderData;
  const action = `/admin/catalogue/${encodeURIComponent(code)}`;
  // Each form shows the errors of its own post only.
  const errorsFor = (intent: Change, variantCode: string | null = null): Fields =>
    actionData?.intent === intent && actionData.variantCode === variantCode ? actionData.fields : {};
  const priceFields = errorsFor("price");
  return (
    <>
      <p>
        <a href="/admin/catalogue">Catalogue</a>
      </p>
      <h1>
        {name} <code>{code}</code>
      </h1>
      {actionData?.message && (
        <p className="admin__error" role="alert">
          {actionData.message}
        </p>
      )}
      {!actionData && loaderData.changed && (
        <p className="admin__notice" role="status">
          {loaderData.changed}
        </p>
      )}
      <table className="admin__table">
        <caption>Sizes, their prices in each version, stock and availability</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            {VERSIONS.map((version) => (
              <th scope="col" key={version}>
                Price, {VERSION_LABELS[version]}
              </th>
            ))}
            <th scope="col">Warehouse stock</th>
            <th scope="col">Sold</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const stockErrors = errorsFor("stock", variant.code);
            const availabilityErrors = errorsFor("availability", variant.code);
            return (
              <tr key={variant.code}>
                <th scope="row">
                  {variant.label} <code>{variant.code}</code>
                </th>
                {variant.prices.map((price) => (
                  <td key={price.version}>{price.text}</td>
                ))}
                <td>
                  {csrfToken && (
                    <StaffForm action={action} csrfToken={csrfToken} className="admin__inline">
                      <input type="hidden" name="intent" value="stock" />
                      <input type="hidden" name="variantCode" value={variant.code} />
                      <AdminField
                        id={`stock-${variant.code}`}
                        name="stockLevel"
                        label={`Stock of ${variant.label}`}
                        inputMode="numeric"
                        required
                        size={7}
                        defaultValue={String(variant.stockLevel)}
                        error={stockErrors.stockLevel}
                      />
                      <button type="submit" className="admin__button">
                        Set stock of {variant.label}
                      </button>
                    </StaffForm>
                  )}
                </td>
                <td>
                  {csrfToken && (
                    <StaffForm action={action} csrfToken={csrfToken} className="admin__inline">
                      <input type="hidden" name="intent" value="availability" />
                      <input type="hidden" name="variantCode" value={variant.code} />
                      <label>
                        How {variant.label} is sold
                        <select
                          name="availability"
                          defaultValue={variant.availability}
                          aria-invalid={availabilityErrors.availability ? true : undefined}
                          aria-describedby={
                            availabilityErrors.availability ? `availability-${variant.code}-error` : undefined
                          }
                        >
                          {AVAILABILITIES.map((availability) => (
                            <option key={availability} value={availability}>
                              {AVAILABILITY_LABELS[availability]}
                            </option>
                          ))}
                        </select>
                        {availabilityErrors.availability && (
                          <span className="admin__field-error" id={`availability-${variant.code}-error`}>
                            {availabilityErrors.availability}
                          </span>
                        )}
                      </label>
                      <button type="submit" className="admin__button">
                        Set how {variant.label} is sold
                      </button>
                    </StaffForm>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Change the price</h2>
      {variants.length === 0 && (
        <p>This product has no sizes of its own: a bundle or a set is priced and stocked by its pieces.</p>
      )}
      {csrfToken && variants.length > 0 && (
        <StaffForm action={action} csrfToken={csrfToken} className="admin__form">
          <input type="hidden" name="intent" value="price" />
          <label>
            Version
            <select name="version" required>
              {VERSIONS.map((version) => (
                <option key={version} value={version}>
                  {VERSION_LABELS[version]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sizes
            <select name="variantCode">
              <option value="">Every size</option>
              {variants.map((variant) => (
                <option key={variant.code} value={variant.code}>
                  {variant.label} ({variant.code})
                </option>
              ))}
            </select>
          </label>
          <AdminField
            name="price"
            label="New price, such as 12.50"
            inputMode="decimal"
            required
            maxLength={12}
            error={priceFields.price}
          />
          <AdminField
            name="wasPrice"
            label="Was-price, to show it reduced (optional)"
            inputMode="decimal"
            maxLength={12}
            error={priceFields.wasPrice}
          />
          <p>
            <button type="submit" className="admin__button">
              Change the price
            </button>
          </p>
        </StaffForm>
      )}
    </>
  );
}
