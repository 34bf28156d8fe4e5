import { type GiftCardDigests, KEYED_DIGEST_VERSION } from "../../core/gift-cards/gift-card-digests.ts";
import type { Db } from "../db.ts";
import { toNumber } from "../normalise.ts";

// Re-keys gift card rows holding plain digests (digest version 1, migration 0034;
// docs/decisions/043-keyed-gift-card-digests.md): the code's SHA-256 becomes HMAC(secret, that digest), and so does
// the PIN's. Every instance sweeps at start-up, before it serves, and a lookup re-keys a row it finds still plain
// (a trial card seeded since). A row is updated only while it is still at version 1 with the digest read, so a
// second run, or another instance re-keying at the same time, changes nothing twice.

const BATCH = 500;

interface PlainRow {
  id: number | string;
  codeHash: string;
  pinDigest: string | null;
}

/** Re-keys one version-1 row; false when another run did it first. */
export async function rekeyRow(db: Db, row: PlainRow, digests: GiftCardDigests): Promise<boolean> {
  const result = await db
    .updateTable("giftCards")
    .set({
      codeHash: digests.rekeyCode(row.codeHash),
      pinDigest: row.pinDigest === null ? null : digests.rekeyPin(row.pinDigest),
      digestVersion: KEYED_DIGEST_VERSION,
    })
    .where("id", "=", row.id)
    .where("digestVersion", "=", 1)
    .where("codeHash", "=", row.codeHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Re-keys every version-1 card; answers how many rows this call changed. */
export async function rekeyGiftCardDigests(db: Db, digests: GiftCardDigests): Promise<number> {
  let changed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom("giftCards")
      .select(["id", "codeHash", "pinDigest"])
      .where("digestVersion", "=", 1)
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return changed;
    for (const row of rows) {
      if (await rekeyRow(db, row, digests)) changed++;
      afterId = toNumber(row.id);
    }
  }
}
