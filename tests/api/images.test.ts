import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImageRepository } from "../../data/repositories/image-repository.ts";
import { parseImageDesign } from "../../server/images/image-design.ts";
import { createTestApp } from "../setup/api-app.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let portraitId: string;

beforeAll(async () => {
  harness = await createTestApp();
  // A seeded product picture with a 1600 px master (data/seed/catalogue/images.ts).
  const row = await harness.database.db
    .selectFrom("images")
    .select("id")
    .where("shape", "=", "portrait")
    .where("width", "=", 1600)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  portraitId = row.id;
});
afterAll(async () => {
  await harness.close();
});

describe("the image repository", () => {
  it("reads a stored image in one shape on either database", async () => {
    const image = await createImageRepository(harness.database.db).find(portraitId);
    expect(image).toMatchObject({ id: portraitId, shape: "portrait", width: 1600 });
    expect(typeof image?.position).toBe("number");
    expect(() => parseImageDesign(image?.design)).not.toThrow();
    expect(await createImageRepository(harness.database.db).find("NO-SUCH-IMAGE")).toBeNull();
  });
});

describe("GET /images/:id/:file", () => {
  it("answers a width the pages ask for", async () => {
    const response = await harness.app.request(`/images/${portraitId}/160.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
  });

  it("refuses with 400 a width wider than the image's master, which no page asks for", async () => {
    const response = await harness.app.request(`/images/${portraitId}/2000.webp`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: "ValidationError",
      errors: [{ type: "ValidationError", subject: "file.width" }],
    });
  });

  it("answers 404 through the one error mapping for an unknown image", async () => {
    const response = await harness.app.request("/images/NO-SUCH-IMAGE/800.webp");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      type: "NotFoundError",
      message: "No image exists with the id NO-SUCH-IMAGE.",
      errors: [{ type: "NotFoundError", message: "No image exists with the id NO-SUCH-IMAGE." }],
    });
  });
});
