import { describe, expect, it } from "vitest";
import { collectBatchSchema, MAX_EVENTS_PER_BATCH } from "./collect-batch.ts";
import { listingChangeEvents } from "./listing-changes.ts";
import { TRACKING_EVENT_NAMES, trackingEventSchema } from "./tracking-events.ts";

const sessionId = "0b6f3c1e-5a4d-4d0e-9a57-3c1b2f6d7e81";

describe("the tracking event schema", () => {
  it("names every event of the spec's personalisation service, merchandising tracker and recommendations", () => {
    for (const name of [
      "Add to Cart",
      "Purchase",
      "Promo Code Entered",
      "Keyword Search",
      "Sync cart",
      "Login",
      "Signup",
      "Add to Wishlist",
      "Newsletter Subscription",
      "Notify Me",
      "Sort Items",
      "Filter Items",
      "Marketing Opt In",
      "Page View",
      "Merchandising",
      "Input Tracking",
      "Recommendation Impression",
      "Recommendation Click",
    ])
      expect(TRACKING_EVENT_NAMES).toContain(name);
  });

  it("takes the merchandising tracker's view, click and add-to-cart with source, target and session", () => {
    const base = { event: "Merchandising", sourceId: "resp-1", user: { identities: { sessionId } } };
    expect(
      trackingEventSchema.safeParse({ ...base, action: "view", target: { pathToPage: "/uk/search" } })
        .success,
    ).toBe(true);
    expect(
      trackingEventSchema.safeParse({
        ...base,
        action: "add-to-cart",
        target: { product: "P100" },
        metadata: { quantity: 2, variant: "P100-S", query: "towel" },
      }).success,
    ).toBe(true);
    expect(
      trackingEventSchema.safeParse({ ...base, action: "hover", target: { product: "P100" } }).success,
    ).toBe(false);
    expect(
      trackingEventSchema.safeParse({
        ...base,
        action: "click",
        target: { product: "P1", pathToPage: "/uk/" },
      }).success,
    ).toBe(false);
  });

  it("refuses an unknown event, an extra field and a value for a sensitive field", () => {
    expect(trackingEventSchema.safeParse({ event: "Made Up" }).success).toBe(false);
    expect(trackingEventSchema.safeParse({ event: "Signup", email: "a@b.com" }).success).toBe(false);
    const masked = {
      event: "Input Tracking",
      form: "login",
      field: "password",
      filled: true,
      sensitive: true,
    };
    expect(trackingEventSchema.safeParse(masked).success).toBe(true);
    expect(trackingEventSchema.safeParse({ ...masked, value: "hunter2" }).success).toBe(false);
  });

  it("keeps a newsletter sign-up to the address's hash", () => {
    expect(
      trackingEventSchema.safeParse({ event: "Newsletter Subscription", emailHash: "a".repeat(64) }).success,
    ).toBe(true);
    expect(
      trackingEventSchema.safeParse({ event: "Newsletter Subscription", emailHash: "reader@example.com" })
        .success,
    ).toBe(false);
  });

  it("holds a collector batch to its size and to a page path, never another origin", () => {
    const event = { at: 1, page: "/uk/", data: { event: "Signup" } };
    expect(collectBatchSchema.safeParse({ sessionId, events: [event] }).success).toBe(true);
    expect(
      collectBatchSchema.safeParse({ sessionId, events: Array(MAX_EVENTS_PER_BATCH + 1).fill(event) })
        .success,
    ).toBe(false);
    expect(collectBatchSchema.safeParse({ sessionId, events: [] }).success).toBe(false);
    expect(
      collectBatchSchema.safeParse({ sessionId, events: [{ ...event, page: "https://elsewhere.example/" }] })
        .success,
    ).toBe(false);
  });
});

describe("a listing's sort and filter events", () => {
  it("reports a new sort and a changed filter, not paging, layout or a new search", () => {
    expect(listingChangeEvents("?text=towel", "?text=towel&sort=price-asc")).toEqual([
      { event: "Sort Items", sortBy: "price-asc" },
    ]);
    expect(listingChangeEvents("", "?colour=White&colour=Blue")).toEqual([
      { event: "Filter Items", filters: "colour=Blue&colour=White" },
    ]);
    expect(listingChangeEvents("?colour=White", "?colour=White&page=2&layout=single")).toEqual([]);
    expect(listingChangeEvents("?text=towel", "?text=sheet&sort=price-asc")).toEqual([]);
  });
});
