import type { Insertable } from "kysely";
import type { Version } from "../../../../core/site/versions.ts";
import type { ContentComponentTable } from "../../../schema.ts";

export type ContentComponentRow = Insertable<ContentComponentTable>;

export function contentComponentRow(
  id: string,
  slot: string,
  version: Version | null,
  position: number,
  componentType: string,
  data: unknown,
): ContentComponentRow {
  return { id, slot, version, position, componentType, data: JSON.stringify(data) };
}
