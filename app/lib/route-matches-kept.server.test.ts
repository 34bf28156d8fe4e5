import { createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { keepRouteMatches } from "./route-matches-kept.server.ts";

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "version", path: ":version", children: [{ id: "product", path: ":name/p/:code" }] },
      { id: "help", path: "help/*" },
    ],
  },
];

// One handler, as for one build.
const handler = createStaticHandler(routes);

async function pageContext(path: string) {
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error("a redirect");
  return context;
}

describe("keepRouteMatches", () => {
  it("has the router match each path once across pages, with the same routes and params", async () => {
    const first = await pageContext("/uk/Towels/p/P1");
    const calls: unknown[] = [];
    const original = (first as unknown as { _match: (location: unknown) => unknown })._match;
    (first as unknown as { _match: unknown })._match = (location: unknown) => {
      calls.push(location);
      return original(location);
    };
    keepRouteMatches(first);
    const router = createStaticRouter(routes, first);
    const matches = router.match("/uk/Towels/p/P1");
    expect(matches?.map((m) => m.route.id)).toEqual(["root", "version", "product"]);
    expect(matches?.at(-1)?.params).toEqual({ version: "uk", name: "Towels", code: "P1" });
    expect(router.match("/uk/Towels/p")).toBeNull();
    router.match("/uk/Towels/p/P1");
    expect(calls).toEqual(["/uk/Towels/p/P1", "/uk/Towels/p"]);
  });

  it("keeps one matcher's matches for every page of the build", async () => {
    const first = await pageContext("/uk/Towels/p/P1");
    const second = await pageContext("/us/help/delivery");
    keepRouteMatches(first);
    keepRouteMatches(second);
    const kept = (first as unknown as { _match: unknown })._match;
    expect((second as unknown as { _match: unknown })._match).toBe(kept);
    expect(Object.isFrozen(createStaticRouter(routes, second).match("/us/help/x")?.[0]?.params)).toBe(true);
  });
});
