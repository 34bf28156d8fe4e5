import { ordersCsv } from "../../../core/order-admin/order-csv.ts";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-orders-csv";
import { requiredOrderListQuery } from "./admin-orders-query.server.ts";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// The order list as a CSV file (issue 29 point 2): the same query as /admin/orders, every matching order up to
// MAX_EXPORT_ROWS. It carries customers' names and e-mail addresses, so it is never stored on the way
// (`private, no-store`), and each export is written to the audit log with the query that made it.

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "viewOrders");
  const query = requiredOrderListQuery(args.request);
  const { orders, truncated } = await args.context
    .get(requestContext)
    .services.orderAdmin.exportRows(query.filter);
  const admin = adminOf(args.context);
  await admin.service.record({ staffId: staff.member.id, label: staff.member.email }, "orders.export", {
    subject: null,
    after: { query: query.params, rows: orders.length, truncated },
    source: admin.source,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(orders), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
