// The two dialects answer in different shapes (ARCHITECTURE.md "Data"); repositories pass
// every value through these so core/ sees one shape.

export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "t" || value === "true";
}

export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string") return Number(value);
  return 0;
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string")
    return new Date(value.includes("T") || value.includes("Z") ? value : `${value}Z`).toISOString();
  return new Date(0).toISOString();
}

export function fromJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}
