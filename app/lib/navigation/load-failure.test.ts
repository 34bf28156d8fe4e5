import { type DataStrategyResult, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GENERIC_LOAD_ERROR } from "../http-client.ts";
import { createLoadFailureMiddleware, hasLoadFailure, isLoadFailure } from "./load-failure.tsx";

describe("a page load failure (spec 000 §8)", () => {
  it("is no answer at all, or a server failure", () => {
    expect(isLoadFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isLoadFailure(new Error("Unexpected Server Error"))).toBe(true);
    expect(isLoadFailure(new ErrorResponse(500, "Internal Server Error", null))).toBe(true);
    expect(isLoadFailure(new ErrorResponse(503, "Service Unavailable", null))).toBe(true);
  });

  it("is not a page's own answer: not found, forbidden", () => {
    expect(isLoadFailure(new ErrorResponse(404, "Not Found", null))).toBe(false);
    expect(isLoadFailure(new ErrorResponse(403, "Forbidden", null))).toBe(false);
  });

  it("is not a loader's redirect, which arrives as a thrown 3xx Response", () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/uk/login/checkout" } });
    expect(isLoadFailure(redirect)).toBe(false);
    expect(isLoadFailure(new Response(null, { status: 502 }))).toBe(true);
  });

  it("leaves the checkout's failed load to the checkout's own failure state (spec 001 §8)", () => {
    const failed = { type: "error" as const, result: new ErrorResponse(503, "Service Unavailable", null) };
    expect(hasLoadFailure({ checkout: failed })).toBe(false);
    expect(hasLoadFailure({ checkout: failed, root: failed })).toBe(true);
  });

  it("is found among a navigation's results only in an error", () => {
    expect(hasLoadFailure({ root: { type: "data", result: {} } })).toBe(false);
    expect(hasLoadFailure({ root: { type: "error", result: new ErrorResponse(404, "", null) } })).toBe(false);
    expect(
      hasLoadFailure({ root: { type: "data", result: {} }, page: { type: "error", result: new Error() } }),
    ).toBe(true);
  });
});

describe("the load failure middleware", () => {
  const told: string[] = [];
  const { middleware, takeRecoveredScroll } = createLoadFailureMiddleware({
    shownPage: () => ({ pathname: "/uk/c/Bedroom", search: "?sort=newest", hash: "", scrollY: 640 }),
    notify: (detail) => told.push(detail.message),
  });
  beforeEach(() => {
    told.length = 0;
  });

  const args = (url: string, method = "GET") =>
    ({ request: new Request(url, { method }), params: {}, context: {} }) as unknown as Parameters<
      typeof middleware
    >[0];
  const run = async (url: string, next: () => Promise<Record<string, DataStrategyResult>>, method = "GET") =>
    middleware(args(url, method), next);

  it("passes a load that works through untouched", async () => {
    const results = { page: { type: "data" as const, result: { ok: true } } };
    expect(await run("http://shop.test/uk/c/Bedroom?sort=price", async () => results)).toBe(results);
    expect(told).toEqual([]);
  });

  it("tells the shopper and goes back to the page shown, which then answers with its data as shown", async () => {
    const failed = { root: { type: "error" as const, result: new TypeError("Failed to fetch") } };
    const thrown = await run("http://shop.test/uk/c/Bedroom?sort=price", async () => failed).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/uk/c/Bedroom?sort=newest");
    expect((thrown as Response).headers.get("X-Remix-Replace")).toBe("true");
    expect(told).toEqual([GENERIC_LOAD_ERROR]);

    // The way back fetches nothing: every loader keeps the data shown.
    const next = vi.fn();
    expect(await run("http://shop.test/uk/c/Bedroom?sort=newest", next)).toEqual({});
    expect(next).not.toHaveBeenCalled();
    expect(takeRecoveredScroll()).toBe(640);
    expect(takeRecoveredScroll()).toBeNull();
  });

  it("leaves a page's own not-found answer and every form post to the page", async () => {
    const notFound = { page: { type: "error" as const, result: new ErrorResponse(404, "Not Found", null) } };
    expect(await run("http://shop.test/uk/nowhere", async () => notFound)).toBe(notFound);
    const posted = { page: { type: "error" as const, result: new Error("refused") } };
    expect(await run("http://shop.test/uk/bag", async () => posted, "POST")).toBe(posted);
    expect(told).toEqual([]);
  });
});
