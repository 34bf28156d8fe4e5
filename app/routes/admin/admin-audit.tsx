import { z } from "zod";
import type { Route } from "./+types/admin-audit";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// The audit log, for administrators: every staff action, newest first, 50 to a page. Paged by entry id (an older
// page starts below the last id shown), so entries written while reading never shift a page.

const PAGE_SIZE = 50;
const query = z.object({ before: z.coerce.number().int().positive().optional().catch(undefined) });

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

function shown(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "readAuditLog");
  const url = new URL(args.request.url);
  const { before } = query.parse(Object.fromEntries(url.searchParams));
  const rows = await adminOf(args.context).service.auditPage({
    beforeId: before ?? null,
    limit: PAGE_SIZE + 1,
  });
  const entries = rows.slice(0, PAGE_SIZE).map((entry) => ({
    id: entry.id,
    at: `${when.format(new Date(entry.occurredAt))} UTC`,
    iso: entry.occurredAt,
    who: entry.actor.label,
    action: entry.action,
    subject: entry.subject ?? "",
    before: shown(entry.before),
    after: shown(entry.after),
    source: entry.source,
  }));
  const last = entries.at(-1);
  return { entries, older: rows.length > PAGE_SIZE && last ? last.id : null, paged: before !== undefined };
}

export function meta() {
  return [{ title: "Audit log · Back office" }];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Audit log</h1>
      <table className="admin__table">
        <caption className="visually-hidden">Staff actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.iso}>{entry.at}</time>
              </td>
              <td>{entry.who}</td>
              <td>{entry.action}</td>
              <td>{entry.subject}</td>
              <td>{entry.before && <code>{entry.before}</code>}</td>
              <td>{entry.after && <code>{entry.after}</code>}</td>
              <td>{entry.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaderData.entries.length === 0 && <p>No entries.</p>}
      <nav aria-label="Audit log pages" className="admin__pager">
        {loaderData.paged && <a href="/admin/audit">Newest entries</a>}
        {loaderData.older !== null && <a href={`/admin/audit?before=${loaderData.older}`}>Older entries</a>}
      </nav>
    </>
  );
}
