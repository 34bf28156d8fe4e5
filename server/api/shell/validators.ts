import { z } from "../../../core/validation/zod.ts";

/** The commerce service's field sets: BASIC and DEFAULT give the site's basics, FULL everything. */
export const siteConfigQuery = z
  .object({ fields: z.enum(["BASIC", "DEFAULT", "FULL"]).default("DEFAULT") })
  .strict();
