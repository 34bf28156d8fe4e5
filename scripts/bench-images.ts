import { IMAGE_WIDTHS } from "../core/content/image-url.ts";
import { IMAGE_MOTIFS } from "../server/images/image-design.ts";
import { renderImage } from "../server/images/render-image.ts";

// Renders 50 different catalogue images at 800 px WebP, one after another, and prints the mean
// time per image: the cost a shopper pays on a cold cache (target: under 60 ms on 2 cores).
// Run: node_modules/.bin/node scripts/bench-images.ts

const KINDS = [
  "towel",
  "duvet-cover",
  "pillowcase",
  "throw",
  "cushion",
  "candle",
  "diffuser",
  "vase",
  "jumper",
  "shirt",
  "dress",
  "pyjamas",
  "dressing-gown",
  "baby-sleepsuit",
  "gift-box",
  "banner",
] as const;
const COLOURS = ["#ffffff", "#a9b8a0", "#2f3a52", "#e8ddd0", "#c9a9a6", "#7d8b99", "#d8c8b0"];
const COUNT = 50;
const WIDTH = 800;

if (!(IMAGE_WIDTHS as readonly number[]).includes(WIDTH))
  throw new Error("800 px is no longer a listed width");

const designs = Array.from({ length: COUNT }, (_, i) => {
  const kind = KINDS[i % KINDS.length] ?? "towel";
  return {
    design: {
      kind,
      background: "#f3efe9",
      colour: COLOURS[i % COLOURS.length],
      accent: COLOURS[(i + 3) % COLOURS.length],
      motif: IMAGE_MOTIFS[i % IMAGE_MOTIFS.length],
      view: i % 5 === 4 ? "detail" : "front",
    },
    shape: kind === "banner" ? "landscape" : "portrait",
  };
});

// One warm-up render loads librsvg and the encoders, which a running server has done already.
await renderImage({ ...designs[0]!, width: WIDTH, format: "webp" });

const timings: number[] = [];
let bytes = 0;
for (const { design, shape } of designs) {
  const started = performance.now();
  const image = await renderImage({ design, shape, width: WIDTH, format: "webp" });
  timings.push(performance.now() - started);
  bytes += image.length;
}
timings.sort((a, b) => a - b);
const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
const p95 = timings[Math.floor(timings.length * 0.95)] ?? 0;
console.log(
  `${COUNT} images at ${WIDTH}px webp: mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
    `max ${(timings.at(-1) ?? 0).toFixed(1)} ms, mean size ${Math.round(bytes / COUNT / 1024)} KiB`,
);
