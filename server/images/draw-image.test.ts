import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_FORMATS } from "../../core/content/image-url.ts";
import { drawImage } from "./draw-image.ts";
import { productFamily } from "./draw-products.ts";
import { IMAGE_MOTIFS, imageFingerprint, parseImageDesign } from "./image-design.ts";
import { mirrorPath } from "./path-transform.ts";
import { renderImage } from "./render-image.ts";

const towel = {
  kind: "towel",
  background: "#f3efe9",
  colour: "#a9b8a0",
  accent: "#ffffff",
  motif: "waffle",
  view: "front",
};

const KINDS = [
  "towel",
  "bath-towel",
  "robe",
  "bath-mat",
  "duvet-cover",
  "pillowcase",
  "sheet",
  "duvet",
  "pillow",
  "throw",
  "blanket",
  "cushion",
  "candle",
  "diffuser",
  "room-spray",
  "vase",
  "frame",
  "tableware",
  "mug",
  "bowl",
  "jumper",
  "cardigan",
  "shirt",
  "dress",
  "trousers",
  "pyjamas",
  "nightdress",
  "dressing-gown",
  "slippers",
  "socks",
  "baby-sleepsuit",
  "baby-blanket",
  "soft-toy",
  "gift-box",
  "gift-card",
  "headboard",
  "bedside-table",
  "ottoman",
  "blanket-box",
  "armchair",
  "sofa",
  "upholstered-bed",
  "banner",
  "article",
  "category",
];

describe("drawImage", () => {
  it("draws the same SVG for the same design", () => {
    expect(drawImage({ design: towel, shape: "portrait", width: 800 })).toBe(
      drawImage({ design: { ...towel }, shape: "portrait", width: 800 }),
    );
  });

  it("draws the same SVG from the database's JSON text as from the object", () => {
    expect(drawImage({ design: JSON.stringify(towel), shape: "square" })).toBe(
      drawImage({ design: towel, shape: "square" }),
    );
  });

  it("draws a different picture when the colour changes", () => {
    const sage = drawImage({ design: towel, shape: "portrait" });
    const navy = drawImage({ design: { ...towel, colour: "#2f3a52" }, shape: "portrait" });
    expect(navy).not.toBe(sage);
    expect(navy).toContain("#2f3a52");
  });

  it("draws a different picture for every motif", () => {
    const drawings = IMAGE_MOTIFS.map((motif) =>
      drawImage({ design: { ...towel, motif }, shape: "portrait" }),
    );
    expect(new Set(drawings).size).toBe(IMAGE_MOTIFS.length);
  });

  it("draws every kind, view and shape without broken numbers", () => {
    for (const kind of KINDS) {
      for (const view of ["front", "detail"]) {
        for (const shape of ["portrait", "square", "landscape"]) {
          const svg = drawImage({ design: { ...towel, kind, view }, shape, width: 480 });
          expect(svg, `${kind} ${view} ${shape}`).toMatch(/^<svg [^>]*width="480"/);
          expect(svg, `${kind} ${view} ${shape}`).not.toMatch(/NaN|undefined|Infinity/);
        }
      }
    }
  });

  it("draws a gallery's two detail pictures differently: the cloth, then a closer look", () => {
    const detail = { ...towel, kind: "jumper", view: "detail" };
    const cloth = drawImage({ design: detail, shape: "portrait", position: 2 });
    const closer = drawImage({ design: detail, shape: "portrait", position: 3 });
    expect(cloth).not.toBe(closer);
    // The closer look is a studio shot (with its soft glow); the cloth fills the frame.
    expect(cloth).not.toContain("url(#glow)");
    expect(closer).toContain("url(#glow)");
    expect(imageFingerprint(parseImageDesign(detail), "portrait", 2)).not.toBe(
      imageFingerprint(parseImageDesign(detail), "portrait", 3),
    );
  });

  it("draws each furniture kind as a piece of its own, not as a folded blanket or a dressed bed", () => {
    const furniture = [
      "headboard",
      "bedside-table",
      "ottoman",
      "blanket-box",
      "armchair",
      "sofa",
      "upholstered-bed",
    ];
    const families = furniture.map(productFamily);
    expect(new Set(families).size).toBe(furniture.length);
    for (const family of families) {
      expect(family).not.toBe(productFamily("blanket"));
      expect(family).not.toBe(productFamily("duvet-cover"));
    }
  });

  it("falls back gracefully for an unknown kind, motif and view", () => {
    const svg = drawImage({
      design: {
        kind: "hammock",
        background: "#f3efe9",
        colour: "#c9a9a6",
        motif: "tartan",
        view: "sideways",
      },
      shape: "oblong",
    });
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('viewBox="0 0 1000 1000"');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("never lets a hostile design value into the SVG", () => {
    const design = parseImageDesign({
      kind: "<script>",
      background: '#fff"/><script>alert(1)</script>',
      colour: "red",
      accent: "url(javascript:alert(1))",
      motif: "stripe",
    });
    expect(design).toMatchObject({
      kind: "unknown",
      background: "#f4f1ec",
      colour: "#ebe6de",
      accent: "#b9ab98",
    });
    expect(drawImage({ design, shape: "square" })).not.toMatch(/script|javascript/);
  });

  it("survives a design that is not JSON at all", () => {
    expect(parseImageDesign("{not json")).toMatchObject({ kind: "unknown", motif: "plain", view: "front" });
    expect(parseImageDesign(null)).toMatchObject({ kind: "unknown" });
  });

  it("changes the fingerprint when the design or shape changes", () => {
    const design = parseImageDesign(towel);
    const fingerprint = imageFingerprint(design, "portrait");
    expect(imageFingerprint(parseImageDesign({ ...towel }), "portrait")).toBe(fingerprint);
    expect(imageFingerprint(design, "square")).not.toBe(fingerprint);
    expect(imageFingerprint({ ...design, colour: "#000000" }, "portrait")).not.toBe(fingerprint);
  });

  it("mirrors a path about the stage's centre line", () => {
    expect(mirrorPath("M100 200L300 250H400V300A10 10 0 0 1 410 310Z")).toBe(
      "M900 200 L700 250 H600 V300 A10 10 0 0 0 590 310 Z",
    );
  });
});

describe("renderImage", () => {
  const shapes = [
    ["portrait", 480, 600],
    ["square", 480, 480],
    ["landscape", 480, 300],
  ] as const;

  for (const format of IMAGE_FORMATS) {
    for (const [shape, width, height] of shapes) {
      it(`renders a ${shape} ${format} ${width} px wide and ${height} px high`, async () => {
        const image = await renderImage({ design: towel, shape, width, format });
        const metadata = await sharp(image).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(height);
        expect(metadata.format).toBe(format === "jpg" ? "jpeg" : format === "avif" ? "heif" : "webp");
        if (format === "avif") expect(metadata.compression).toBe("av1");
      });
    }
  }

  it("renders the largest width, 2000 px", async () => {
    const image = await renderImage({
      design: { ...towel, kind: "banner" },
      shape: "landscape",
      width: 2000,
      format: "webp",
    });
    const metadata = await sharp(image).metadata();
    expect([metadata.width, metadata.height]).toEqual([2000, 1250]);
  });

  it("draws the product, not a blank frame", async () => {
    const image = await renderImage({
      design: { ...towel, colour: "#2f3a52" },
      shape: "square",
      width: 320,
      format: "webp",
    });
    const { channels } = await sharp(image).stats();
    // A navy towel on a pale wall: the darkest pixels are far darker than the background.
    expect(Math.min(...channels.slice(0, 3).map((c) => c.min))).toBeLessThan(100);
  });

  it("refuses a width outside the list", async () => {
    await expect(renderImage({ design: towel, shape: "square", width: 777, format: "webp" })).rejects.toThrow(
      RangeError,
    );
  });
});
