import { describe, expect, it } from "vitest";
import type { CheckoutView } from "../../core/checkout/checkout-service.ts";
import { DomainError } from "../../core/errors/domain-error.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { loadCheckoutPage } from "./checkout.server.ts";

// Issue 24 point 14 (spec 001 §8): which failures of the checkout's read become its error flag.

/** A request context whose checkout read fails with `error`, with the errors it reported. */
function contextWhoseReadFails(error: unknown) {
  const reported: unknown[] = [];
  const ctx = {
    services: {
      checkout: {
        view: async (): Promise<CheckoutView> => {
          throw error;
        },
      },
    },
    session: { data: { cartGuid: "cart-1" } },
    visitor: () => ({ kind: "guest" }),
    reportError: (reportedError: unknown) => reported.push(reportedError),
  } as unknown as RequestContext;
  return { ctx, reported };
}

const url = new URL("http://localhost/uk/checkout/secure");

describe("the checkout's load", () => {
  it("answers the error flag, and reports the fault, when the read fails unexpectedly", async () => {
    const fault = new Error("Connection terminated unexpectedly");
    const { ctx, reported } = contextWhoseReadFails(fault);
    expect(await loadCheckoutPage(ctx, "uk", url)).toEqual({ loadFailed: true });
    expect(reported).toEqual([fault]);
  });

  it("answers the error flag when a provider is unavailable", async () => {
    const { ctx, reported } = contextWhoseReadFails(new DomainError("unavailable", "Try again later."));
    expect(await loadCheckoutPage(ctx, "uk", url)).toEqual({ loadFailed: true });
    expect(reported).toHaveLength(1);
  });

  it("still sends a shopper without a checkout to the bag", async () => {
    const { ctx, reported } = contextWhoseReadFails(new DomainError("notFound", "No bag."));
    const answer = await loadCheckoutPage(ctx, "us", url).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe("/us/bag");
    expect(reported).toHaveLength(0);
  });

  it("leaves another refusal to the shared error handling", async () => {
    const refusal = new DomainError("forbidden", "Not yours.");
    const { ctx, reported } = contextWhoseReadFails(refusal);
    await expect(loadCheckoutPage(ctx, "uk", url)).rejects.toBe(refusal);
    expect(reported).toHaveLength(0);
  });
});
