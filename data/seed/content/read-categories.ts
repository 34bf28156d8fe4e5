import type { Db } from "../../db.ts";
import { toBoolean, toNumber } from "../../normalise.ts";

export interface CategoryNode {
  code: string;
  name: string;
  parentCode: string | null;
  /** Site path without the version; the url is "/" + path. */
  path: string;
  depth: number;
  position: number;
}

/** Visible categories in position order, as the catalogue seed left them. */
export async function readVisibleCategories(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom("categories")
    .select(["code", "name", "parentCode", "path", "depth", "position", "isVisible"])
    .orderBy("depth")
    .orderBy("position")
    .orderBy("code")
    .execute();
  return rows
    .filter((row) => toBoolean(row.isVisible))
    .map((row) => ({
      code: row.code,
      name: row.name,
      parentCode: row.parentCode,
      path: row.path,
      depth: toNumber(row.depth),
      position: toNumber(row.position),
    }));
}

export function categoryUrl(category: CategoryNode): string {
  return `/${category.path.replace(/^\/+/, "")}`;
}

export function topLevel(categories: readonly CategoryNode[]): CategoryNode[] {
  return categories.filter((category) => category.parentCode === null);
}

export function childrenOf(categories: readonly CategoryNode[], parentCode: string): CategoryNode[] {
  return categories.filter((category) => category.parentCode === parentCode);
}

/** Every visible category below `root`, at any depth below its children. */
export function grandchildrenOf(categories: readonly CategoryNode[], root: string): CategoryNode[] {
  const childCodes = new Set(childrenOf(categories, root).map((child) => child.code));
  const found: CategoryNode[] = [];
  let frontier = childCodes;
  while (frontier.size > 0) {
    const next = categories.filter(
      (category) => category.parentCode !== null && frontier.has(category.parentCode),
    );
    found.push(...next);
    frontier = new Set(next.map((category) => category.code));
  }
  return found;
}
