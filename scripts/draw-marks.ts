// `npm run marks`: draws the wordmark and the lettering of the footer's payment, rating and certification marks as
// outlines: the wordmark into `app/components/shell/mark-outlines.ts`, the rest into `marks.svg` beside it. Lettering
// set as SVG text made the browser look up a family, size and weight for each run when the page was first laid out:
// on Linux each lookup is a synchronous call to the browser process, and the footer's marks were 9 of the home page's
// 22 (issue 28). Outlines look the same on every device and need no font. The glyphs are DejaVu's (Debian's
// fonts-dejavu-core; its licence allows this).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import opentype, { type Font, type Glyph, type PathCommand } from "opentype.js";

const root = join(import.meta.dirname, "..");
const fontDir = "/usr/share/fonts/truetype/dejavu";
const fonts = {
  serif: "DejaVuSerif.ttf",
  sans: "DejaVuSansCondensed.ttf",
  sansBold: "DejaVuSansCondensed-Bold.ttf",
  sansBoldOblique: "DejaVuSansCondensed-BoldOblique.ttf",
} as const;
type FontName = keyof typeof fonts;

const loaded = new Map<FontName, Font>();
function font(name: FontName): Font {
  let found = loaded.get(name);
  if (!found) {
    const bytes = readFileSync(join(fontDir, fonts[name]));
    found = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(name, found);
  }
  return found;
}

interface Lettering {
  /** Runs set one after another on a baseline; each becomes its own path, so each can take its own colour. */
  runs: string[];
  font: FontName;
  size: number;
  /** The baseline's x: where the lettering starts, or its middle with `middle`. */
  x: number;
  y: number;
  middle?: boolean;
  /** Stretches or squeezes the lettering to exactly this width, as SVG's textLength with spacingAndGlyphs did. */
  width?: number;
}

/** Drawn in the page: the header's wordmark is in the first frame, and should not wait for a file. */
const INLINE: Record<string, Lettering> = {
  wordmark: { runs: ["THE WHITE COVE"], font: "serif", size: 20, x: 150, y: 23, middle: true, width: 284 },
};

/**
 * The footer's marks, in one SVG file the marks point into (`<use href="…#visa">`): the path data stays out of the
 * page's script (the footer's components ship in it, decision 062) and out of every page's HTML, and is cached once.
 */
const SPRITE: Record<string, Lettering> = {
  visa: { runs: ["VISA"], font: "sansBoldOblique", size: 10, x: 20, y: 17, middle: true },
  visaSmall: { runs: ["VISA"], font: "sansBoldOblique", size: 9, x: 20, y: 13, middle: true },
  debit: { runs: ["DEBIT"], font: "sansBold", size: 5.5, x: 20, y: 21, middle: true },
  amex: { runs: ["AMEX"], font: "sansBold", size: 8, x: 20, y: 16.5, middle: true },
  paypal: { runs: ["Pay", "Pal"], font: "sansBoldOblique", size: 8.5, x: 20, y: 16.5, middle: true },
  disc: { runs: ["DISC"], font: "sansBold", size: 6.5, x: 17, y: 16, middle: true },
  discR: { runs: ["R"], font: "sansBold", size: 6.5, x: 34, y: 16, middle: true },
  pay: { runs: ["Pay"], font: "sansBold", size: 9, x: 26, y: 17.5, middle: true },
  googleG: { runs: ["G"], font: "sansBold", size: 10, x: 11.5, y: 17.5, middle: true },
  ideal: { runs: ["iDEAL"], font: "sansBold", size: 7, x: 20, y: 16, middle: true },
  certified: { runs: ["Certified"], font: "sans", size: 7.5, x: 24, y: 9, middle: true },
  corpB: { runs: ["B"], font: "sansBold", size: 21, x: 24, y: 39.5, middle: true },
  corporation: { runs: ["Corporation"], font: "sans", size: 7, x: 24, y: 66, middle: true },
  ratingName: { runs: ["Verified Reviews"], font: "sansBold", size: 9.5, x: 40, y: 17 },
};

/**
 * The rating badge's score changes, so its characters are drawn one by one (sprite ids `score-0` … `score-9`,
 * `score-dot`), each from x 0 on the badge's baseline; the page moves each along by the advances before it.
 */
const SCORE = { characters: "0123456789.", font: "sansBold", size: 9, y: 31 } as const;
const scoreId = (character: string) => `score-${character === "." ? "dot" : character}`;

function scoreGlyphs(): { id: string; character: string; d: string; advance: number }[] {
  const face = font(SCORE.font);
  const toUnits = SCORE.size / face.unitsPerEm;
  return [...SCORE.characters].map((character) => {
    const glyph = face.charToGlyph(character);
    const d = compactPathData(glyph.getPath(0, SCORE.y, SCORE.size).commands);
    return {
      id: scoreId(character),
      character,
      d,
      advance: Math.round((glyph.advanceWidth ?? 0) * toUnits * 100) / 100,
    };
  });
}

/** A run's glyphs, each with its pen position in font units, kerned; and the run's advance in those units. */
function setRun(face: Font, run: string): { glyphs: { glyph: Glyph; at: number }[]; advance: number } {
  // Glyph by glyph rather than through the font's shaping, which stops at a DejaVu substitution it cannot read;
  // these letterings need no ligatures or marks.
  const glyphs: { glyph: Glyph; at: number }[] = [];
  let pen = 0;
  let previous: Glyph | null = null;
  for (const character of run) {
    const glyph = face.charToGlyph(character);
    if (previous) pen += face.getKerningValue(previous, glyph);
    glyphs.push({ glyph, at: pen });
    pen += glyph.advanceWidth ?? 0;
    previous = glyph;
  }
  return { glyphs, advance: pen };
}

/** The outline of each run of a lettering, as SVG path data in its mark's own units. */
function outline(mark: Lettering): string[] {
  const face = font(mark.font);
  const toUnits = mark.size / face.unitsPerEm;
  const runs = mark.runs.map((run) => setRun(face, run));
  const natural = runs.reduce((sum, run) => sum + run.advance, 0) * toUnits;
  const stretch = mark.width ? mark.width / natural : 1;
  const start = mark.middle ? mark.x - (natural * stretch) / 2 : mark.x;
  let pen = 0;
  return runs.map((run) => {
    const path = new opentype.Path();
    for (const { glyph, at } of run.glyphs) {
      path.extend(glyph.getPath((pen + at) * toUnits, mark.y, mark.size));
    }
    for (const command of path.commands) {
      const point = command as unknown as Record<string, number>;
      for (const key of ["x", "x1", "x2"]) {
        const value = point[key];
        if (value !== undefined) point[key] = start + value * stretch;
      }
    }
    pen += run.advance;
    return compactPathData(path.commands);
  });
}

/**
 * Path data at a tenth of a unit, relative after each first move, without spaces where a sign or point parts two
 * numbers: about half the size of the absolute form. Points are rounded before their differences are taken, so
 * the rounding does not add up along a contour.
 */
function compactPathData(commands: PathCommand[]): string {
  const round = (n: number) => Math.round(n * 10);
  const number = (tenths: number) => {
    const text = (tenths / 10).toString();
    return text.replace(/^(-?)0\./, "$1.");
  };
  let out = "";
  /** The number last written since a command letter, to know whether the next needs a space before it. */
  let last = "";
  const append = (values: number[]) => {
    for (const value of values) {
      const text = number(value);
      const needsSpace =
        last !== "" && !text.startsWith("-") && !(text.startsWith(".") && last.includes("."));
      out += needsSpace ? ` ${text}` : text;
      last = text;
    }
  };
  let previousLetter = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const command of commands) {
    if (command.type === "Z") {
      out += "z";
      last = "";
      previousLetter = "z";
      x = startX;
      y = startY;
      continue;
    }
    const points: [number, number][] =
      command.type === "C"
        ? [
            [command.x1, command.y1],
            [command.x2, command.y2],
            [command.x, command.y],
          ]
        : command.type === "Q"
          ? [
              [command.x1, command.y1],
              [command.x, command.y],
            ]
          : [[command.x, command.y]];
    const rounded = points.map(([px, py]) => [round(px), round(py)] as const);
    let deltas = rounded.flatMap(([px, py]) => [px - x, py - y]);
    let letter = command.type.toLowerCase();
    if (letter === "l") {
      const [dx = 0, dy = 0] = deltas;
      // A line that rounds to nothing draws nothing.
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) [letter, deltas] = ["h", [dx]];
      else if (dx === 0) [letter, deltas] = ["v", [dy]];
    }
    // A command repeats itself without its letter, except a move, whose repeats are lines.
    if (letter !== previousLetter || letter === "m") {
      out += letter;
      last = "";
    }
    previousLetter = letter;
    append(deltas);
    const [endX, endY] = rounded[rounded.length - 1] ?? [x, y];
    x = endX;
    y = endY;
    if (command.type === "M") {
      startX = x;
      startY = y;
    }
  }
  return out;
}

const shell = join(root, "app/components/shell");
const inline = Object.entries(INLINE).map(([name, mark]) => `  ${name}: ${JSON.stringify(outline(mark))},`);
const score = scoreGlyphs();
const scoreGlyphsByCharacter = Object.fromEntries(
  score.map(({ character, id, advance }) => [character, { id, advance }]),
);
writeFileSync(
  join(shell, "mark-outlines.ts"),
  [
    "// Generated by `npm run marks` (scripts/draw-marks.ts) from DejaVu's glyphs: do not edit by hand.",
    "// Lettering drawn in the page, as path data, one entry per run.",
    `export const MARK_OUTLINES = {\n${inline.join("\n")}\n} as const;`,
    "",
    "// Each of the rating badge's score characters: its outline in marks.svg, and how far it moves the pen.",
    `export const SCORE_GLYPHS: Readonly<Record<string, { id: string; advance: number }>> = ${JSON.stringify(scoreGlyphsByCharacter)};`,
    "",
  ].join("\n"),
);
const paths = Object.entries(SPRITE).flatMap(([name, mark]) =>
  outline(mark).map((d, i, runs) => `<path id="${runs.length > 1 ? `${name}-${i + 1}` : name}" d="${d}"/>`),
);
writeFileSync(
  join(shell, "marks.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg"><!-- Generated by npm run marks (scripts/draw-marks.ts) from DejaVu's glyphs. --><title>The lettering of the footer's marks</title>${[...paths, ...score.map(({ id, d }) => `<path id="${id}" d="${d}"/>`)].join("")}</svg>\n`,
);
// Laid out as the project's formatter would, so that a fresh run leaves no change to review.
spawnSync(join(root, "node_modules/.bin/biome"), ["format", "--write", join(shell, "mark-outlines.ts")], {
  stdio: "inherit",
});
console.log(
  `Wrote ${Object.keys(INLINE).length} inline and ${paths.length + score.length} sprite outlines to ${shell}`,
);
