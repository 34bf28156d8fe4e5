// Kysely table types added by migration for this area; merged into Database in data/schema.ts.
// biome-ignore lint/suspicious/noEmptyInterface: filled as the area's tables arrive.
export interface ContentFormTables {}
