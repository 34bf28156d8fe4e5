import type { Insertable } from "kysely";
import type { CategoryTable } from "../../schema.ts";
import { CATEGORY_TREE, categoryPath } from "../catalogue/category-tree.ts";

interface FurnitureCategory {
  code: string;
  name: string;
  /** The department it sits in, as its last child, so every existing category keeps its place. */
  department: string;
  description: string;
}

/**
 * Furniture lives in the seed step that makes it (seed-furniture.ts), not in the catalogue's tree: the catalogue
 * seed and its tests stay exactly as they were, and the furniture range can be removed as one folder.
 */
export const FURNITURE_CATEGORIES: readonly FurnitureCategory[] = [
  {
    code: "Bedroom-Furniture",
    name: "Bedroom Furniture",
    department: "Bedroom",
    description:
      "Upholstered beds and headboards, bedside tables, ottomans and blanket boxes, delivered by our two-person team.",
  },
  {
    code: "Home-Furniture",
    name: "Furniture",
    department: "Home",
    description:
      "Armchairs and sofas upholstered by hand in our workshop, many made to order in the fabric of your choice.",
  },
];

export function furnitureCategory(code: string): FurnitureCategory {
  const category = FURNITURE_CATEGORIES.find((c) => c.code === code);
  if (!category) throw new Error(`Unknown furniture category ${code}`);
  return category;
}

export function furnitureCategoryRows(): Insertable<CategoryTable>[] {
  return FURNITURE_CATEGORIES.map((category) => {
    const department = CATEGORY_TREE.find((node) => node.code === category.department);
    if (!department) throw new Error(`Unknown department ${category.department}`);
    const siblingsBefore = FURNITURE_CATEGORIES.filter(
      (other) => other.department === category.department && other.code < category.code,
    ).length;
    return {
      code: category.code,
      name: category.name,
      parentCode: department.code,
      path: categoryPath([department.code], category.code),
      depth: 1,
      position: (department.children?.length ?? 0) + siblingsBefore,
      description: category.description,
      isVisible: true,
    };
  });
}
