/**
 * The secret the tests' gift cards are keyed with (docs/decisions/043-keyed-gift-card-digests.md), by the in-process
 * apps and the server processes alike: the test files share one database, and a server process runs as production,
 * which refuses the development secret.
 */
export const TEST_GIFT_CARD_SECRET = "test-only-gift-card-secret-shared-by-every-suite";
