import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// spec 002 §7 "Content platform": GET by id or key with depth=all and format inlined, image metadata as JSON with
// metadata=true, content by slot id, answered from our content store on both dialects.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

async function json(path: string, status = 200) {
  const response = await harness.app.request(`http://localhost${path}`);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  if (status === 200) expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  return (await response.json()) as Record<string, unknown>;
}

describe("the content platform's calls", () => {
  it("answers a page by key with depth=all and format inlined, its images resolved in place", async () => {
    const { content } = await json("/api/cms/uk/content/key/help/delivery?depth=all&format=inlined");
    expect(content).toMatchObject({
      _meta: { schema: "page", deliveryId: "page-help-delivery-uk", deliveryKey: "help/delivery" },
      template: "content",
    });
    const home = await json("/api/cms/uk/content/key/?depth=all&format=inlined");
    const text = JSON.stringify(home.content);
    expect(text).toContain('"schema":"image"');
    expect(text).not.toContain("image-link");
    expect(text).not.toContain('"imageId"');
  });

  it("answers an item by id, a version's own row only on that version", async () => {
    const { content } = await json("/api/cms/us/content/id/promoBanner-us-1?depth=all&format=inlined");
    expect(content).toMatchObject({ _meta: { schema: "GlobalPromoBanner", deliveryId: "promoBanner-us-1" } });
    await json("/api/cms/uk/content/id/promoBanner-us-1", 404);
    const page = await json("/api/cms/row/content/id/page-help?depth=all&format=inlined");
    expect(page.content).toMatchObject({ _meta: { deliveryKey: "help" } });
  });

  it("answers a slot's items in order, and keeps links at depth root", async () => {
    const { content } = (await json("/api/cms/uk/content/slot/promoBanner")) as {
      content: { items: { _meta: { deliveryId: string } }[] };
    };
    expect(content.items.map((item) => item._meta.deliveryId)).toEqual([
      "promoBanner-uk-1",
      "promoBanner-uk-2",
      "promoBanner-uk-3",
      "promoBanner-uk-4",
    ]);
    const home = await json("/api/cms/uk/content/key/?depth=root");
    expect(JSON.stringify(home.content)).toContain("image-link");
    const linked = await json("/api/cms/uk/content/key/?depth=all&format=linkedData");
    expect((linked.linkedContent as unknown[]).length).toBeGreaterThan(0);
  });

  it("gives an image's metadata as JSON with metadata=true", async () => {
    const image = await harness.database.db
      .selectFrom("images")
      .select(["id", "alt", "width", "height"])
      .where("ownerType", "=", "swatch")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const plain = await json(`/api/cms/uk/images/${image.id}.json`);
    expect(plain).toEqual({
      name: image.id,
      url: `/images/${image.id}/1200.webp`,
      format: "WEBP",
      width: image.width,
      height: image.height,
    });
    const described = await json(`/api/cms/uk/images/${image.id}.json?metadata=true`);
    expect(described.metadata).toMatchObject({ altText: image.alt });
    await json(`/api/cms/uk/images/${image.id}`, 404);
  });

  it("refuses unknown items, versions and parameters", async () => {
    await json("/api/cms/uk/content/id/no-such-item", 404);
    await json("/api/cms/fr/content/slot/promoBanner", 404);
    await json("/api/cms/uk/content/slot/no-such-slot", 404);
    await json("/api/cms/uk/content/key/help/delivery?depth=everything", 400);
    // Found by the fuzz suite: an encoded version or a broken escape in the key answered 500.
    await json("/api/cms/%F0%9F%98%80/content/key/help/delivery", 404);
    await json("/api/cms/uk/content/key/help/%zz", 400);
  });
});
