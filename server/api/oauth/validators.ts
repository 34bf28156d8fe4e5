import { z } from "../../../core/validation/zod.ts";

// The token endpoint's form (RFC 6749 §4.3, §4.4, §6). Unknown parameters are ignored, as the RFC requires
// (§3.2), rather than refused like the shop's own forms; each grant's own fields are checked by its schema.

const field = (max: number) => z.string().min(1).max(max);

export const grantTypeField = z.object({ grant_type: field(64) });

export const passwordGrantForm = z.object({
  username: field(254),
  // Bounded so a huge value cannot make scrypt slow; far above the longest password accepted (64+).
  password: field(1024),
});

export const refreshGrantForm = z.object({ refresh_token: field(256) });

/** Client id from the body (the public first-party client) or from HTTP Basic. */
export const clientIdField = field(64);
