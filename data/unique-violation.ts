// A unique key refused a write: errcode 2067 on SQLite, code 23505 on PostgreSQL (ARCHITECTURE.md "Data").
// The cart and product repositories carry their own copy of this check; new code uses this one.
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string } | null;
  return e?.code === "23505" || e?.errcode === 2067 || /UNIQUE constraint failed/.test(String(e?.message));
}
