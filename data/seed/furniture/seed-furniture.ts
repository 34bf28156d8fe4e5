import type { DeliveryGroup } from "../../../core/delivery/delivery-types.ts";
import type { Db } from "../../db.ts";
import { buildStandardProduct } from "../catalogue/build-products.ts";
import { emptyRows, flushRows, type RowCounts } from "../catalogue/catalogue-rows.ts";
import { categoryWithAncestors } from "../catalogue/category-tree.ts";
import { CATALOGUE_DATE, DAY_MS, type ProductPlan, productName } from "../catalogue/plan-products.ts";
import type { ProductKind, ProductStyle } from "../catalogue/product-kinds.ts";
import type { ProductLine } from "../catalogue/product-lines.ts";
import { insertBatches } from "../insert-batches.ts";
import type { Random } from "../random.ts";
import { furnitureCategory, furnitureCategoryRows } from "./furniture-categories.ts";
import {
  ALDWYCH,
  ARMCHAIR,
  BEDSIDE_TABLE,
  BLANKET_BOX,
  CHELSEA,
  HAMPTON,
  HEADBOARD,
  MARLOW,
  OTTOMAN,
  SOFA,
  UPHOLSTERED_BED,
} from "./furniture-kinds.ts";

interface FurniturePiece {
  kind: ProductKind;
  line: ProductLine;
  style: string;
  deliveryGroup: Exclude<DeliveryGroup, "standard">;
  isNew?: boolean;
}

/**
 * The range, in product-code order: every spec 001 §9 split-delivery group is here, so a bag can hold a parcel,
 * a furniture delivery, a back order and made-to-order pieces at 6, 9 and 11 weeks. Listed in the README.
 */
const PIECES: readonly FurniturePiece[] = [
  { kind: HEADBOARD, line: HAMPTON, style: "Buttoned", deliveryGroup: "furniture" },
  { kind: HEADBOARD, line: CHELSEA, style: "Panelled", deliveryGroup: "furniture" },
  { kind: BEDSIDE_TABLE, line: ALDWYCH, style: "Two Drawer", deliveryGroup: "furniture" },
  { kind: BEDSIDE_TABLE, line: MARLOW, style: "Open Shelf", deliveryGroup: "furniture", isNew: true },
  { kind: OTTOMAN, line: HAMPTON, style: "Storage", deliveryGroup: "furniture" },
  { kind: OTTOMAN, line: CHELSEA, style: "Pleated", deliveryGroup: "furniture" },
  { kind: BLANKET_BOX, line: ALDWYCH, style: "Panelled", deliveryGroup: "furniture" },
  { kind: BLANKET_BOX, line: HAMPTON, style: "Upholstered", deliveryGroup: "furnitureBackOrder" },
  { kind: ARMCHAIR, line: CHELSEA, style: "Wingback", deliveryGroup: "furniture" },
  { kind: ARMCHAIR, line: HAMPTON, style: "Slipper", deliveryGroup: "furniture", isNew: true },
  { kind: ARMCHAIR, line: CHELSEA, style: "Tub", deliveryGroup: "madeToOrder6" },
  { kind: SOFA, line: HAMPTON, style: "Scroll Arm", deliveryGroup: "madeToOrder9" },
  { kind: SOFA, line: CHELSEA, style: "Track Arm", deliveryGroup: "madeToOrder11" },
  { kind: UPHOLSTERED_BED, line: HAMPTON, style: "Buttoned", deliveryGroup: "madeToOrder6" },
  { kind: UPHOLSTERED_BED, line: CHELSEA, style: "Wingback", deliveryGroup: "madeToOrder9" },
  { kind: UPHOLSTERED_BED, line: HAMPTON, style: "Panelled", deliveryGroup: "madeToOrder11" },
];

/** A range of codes of its own, clear of the planned catalogue's P10000001… even at 50,000 products. */
function furnitureCode(index: number): string {
  return `P${20_000_001 + index}`;
}

function styleOf(kind: ProductKind, label: string): ProductStyle {
  const style = kind.styles.find((s) => s.label === label);
  if (!style) throw new Error(`${kind.id} has no style ${label}`);
  return style;
}

/** The department and furniture category, plus New In for the newest pieces. */
function listingCategories(piece: FurniturePiece): string[] {
  const category = furnitureCategory(piece.kind.categoryCode);
  const codes = new Set([category.department, category.code]);
  if (piece.isNew)
    for (const code of [...categoryWithAncestors("New-Arrivals"), ...categoryWithAncestors("New-In-Home")])
      codes.add(code);
  return [...codes];
}

function createdAt(piece: FurniturePiece, random: Random): string {
  const daysAgo = piece.isNew ? random.int(5, 40) : random.int(120, 600);
  return new Date(CATALOGUE_DATE - daysAgo * DAY_MS + random.int(8, 18) * 3_600_000).toISOString();
}

function planPiece(piece: FurniturePiece, index: number, random: Random): ProductPlan {
  const style = styleOf(piece.kind, piece.style);
  // The kind's delivery class words the delivery information of this piece's group (product-copy.ts).
  const kind: ProductKind = { ...piece.kind, delivery: piece.deliveryGroup };
  return {
    code: furnitureCode(index),
    kind,
    line: piece.line,
    style,
    name: productName(kind, piece.line, style, null),
    motif: style.motif ?? piece.line.motif ?? "plain",
    profile: "normal",
    discount: null,
    isNew: piece.isNew ?? false,
    createdAt: createdAt(piece, random),
    giftCategory: null,
    restrictedCountries: [],
    deliveryGroup: piece.deliveryGroup,
  };
}

/**
 * Writes the furniture categories and range (spec 001 §9 split-delivery groups) after the catalogue, from a
 * random stream of its own, so the catalogue's products, codes, prices and stock are unchanged. Runs inside
 * the caller's transaction, before the content seed so the navigation links to the new categories.
 */
export async function seedFurniture(db: Db, random: Random): Promise<number> {
  await insertBatches(db, "categories", furnitureCategoryRows());
  const stores = await db.selectFrom("stores").select("code").orderBy("code").execute();
  const storeCodes = stores.map((store) => store.code);
  const rows = emptyRows();
  const dates = random.fork("dates");
  PIECES.forEach((piece, index) => {
    const plan = planPiece(piece, index, dates);
    buildStandardProduct(plan, random.fork(plan.code), storeCodes, rows, listingCategories(piece));
  });
  const counts: RowCounts = { products: 0, variants: 0, prices: 0, images: 0, reviews: 0, storeStock: 0 };
  await flushRows(db, rows, counts);
  return counts.products;
}
