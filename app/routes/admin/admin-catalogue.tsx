import {
  CATALOGUE_PAGE_SIZE,
  catalogueQuerySchema,
} from "../../../core/catalogue-admin/catalogue-admin-rules.ts";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-catalogue";
import { requireStaff } from "./require-staff.server.ts";

// The catalogue for merchandisers (issue 29 point 4): find a product by its code or a part of its name, 50 to a
// page, and open its page to change its prices, stock and availability (admin-catalogue-product.tsx).

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "editCatalogue");
  const url = new URL(args.request.url);
  const { q, page } = catalogueQuerySchema.parse(Object.fromEntries(url.searchParams));
  const { products, total } = await args.context.get(requestContext).services.catalogueAdmin.find(q, page);
  return { q, page, pages: Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)), total, products };
}

export function meta() {
  return [{ title: "Catalogue · Back office" }];
}

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { q, page, pages, total } = loaderData;
  const address = (next: number) => {
    const query = new URLSearchParams();
    if (q) query.set("q", q);
    if (next > 1) query.set("page", String(next));
    const search = query.toString();
    return `/admin/catalogue${search ? `?${search}` : ""}`;
  };
  return (
    <>
      <h1>Catalogue</h1>
      <search>
        <form method="get" action="/admin/catalogue" className="admin__form">
          <label>
            Product code or name
            <input type="search" name="q" defaultValue={q} maxLength={100} />
          </label>
          <p>
            <button type="submit" className="admin__button">
              Find products
            </button>
          </p>
        </form>
      </search>
      <table className="admin__table">
        <caption>
          {total} {total === 1 ? "product" : "products"}
          {q ? ` matching “${q}”` : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Sizes</th>
            <th scope="col">Warehouse stock</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.products.map((product) => (
            <tr key={product.code}>
              <td>
                <code>{product.code}</code>
              </td>
              <th scope="row">
                <a href={`/admin/catalogue/${encodeURIComponent(product.code)}`}>{product.name}</a>
              </th>
              <td>{product.variantCount}</td>
              <td>{product.stockLevel}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label="Catalogue pages" className="admin__pager">
          {page > 1 && <a href={address(page - 1)}>Previous page</a>}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages && <a href={address(page + 1)}>Next page</a>}
        </nav>
      )}
    </>
  );
}
