export interface Colour {
  name: string;
  hex: string;
  /** A harmonious second colour for the image renderer's details (stripes, piping, motifs). */
  accent: string;
}

/** The shop's palette: calm whites and neutrals first, with a few deeper and softer shades. */
export const COLOURS = {
  white: { name: "White", hex: "#fbfaf7", accent: "#d9d6cf" },
  ivory: { name: "Ivory", hex: "#f4efe3", accent: "#cfc4ad" },
  chalk: { name: "Chalk", hex: "#ecebe6", accent: "#b9b7ae" },
  oatmeal: { name: "Oatmeal", hex: "#ddd1bd", accent: "#a89878" },
  stone: { name: "Stone", hex: "#cbc2b4", accent: "#8f8576" },
  natural: { name: "Natural", hex: "#e6dccb", accent: "#b3a284" },
  silverGrey: { name: "Silver Grey", hex: "#c7c9cb", accent: "#8d9094" },
  charcoal: { name: "Charcoal", hex: "#4a4b4d", accent: "#8a8b8e" },
  navy: { name: "Navy", hex: "#27324a", accent: "#8893aa" },
  midnight: { name: "Midnight", hex: "#1f2433", accent: "#6b7184" },
  duskyPink: { name: "Dusky Pink", hex: "#dcb8b2", accent: "#a97f78" },
  blush: { name: "Blush", hex: "#efd9d3", accent: "#c9a59c" },
  sage: { name: "Sage", hex: "#b8c2ad", accent: "#7d8a70" },
  duckEgg: { name: "Duck Egg", hex: "#bfd3d1", accent: "#7f9e9b" },
  paleBlue: { name: "Pale Blue", hex: "#cddbe6", accent: "#8aa3b8" },
  black: { name: "Black", hex: "#1c1c1c", accent: "#6a6a6a" },
  camel: { name: "Camel", hex: "#c19a6b", accent: "#8a6a45" },
  heatherGrey: { name: "Heather Grey", hex: "#a9a8a6", accent: "#e3e2df" },
  forest: { name: "Forest Green", hex: "#2f4a3a", accent: "#88a08f" },
  burgundy: { name: "Burgundy", hex: "#5e2330", accent: "#b47b86" },
  lilac: { name: "Lilac", hex: "#d6cbe0", accent: "#9b8aab" },
  lemon: { name: "Lemon", hex: "#f2e8b6", accent: "#c2b36a" },
  clear: { name: "Clear", hex: "#eef3f3", accent: "#b9c9c9" },
  smoke: { name: "Smoke", hex: "#8e8a86", accent: "#cfcac4" },
  gold: { name: "Gold", hex: "#c8a96a", accent: "#f3e8cf" },
  silver: { name: "Silver", hex: "#b9bcbf", accent: "#eef0f1" },
  whiteSilver: { name: "White & Silver", hex: "#f6f6f4", accent: "#a7abb0" },
  whiteNavy: { name: "White & Navy", hex: "#f7f7f4", accent: "#27324a" },
  whiteStone: { name: "White & Stone", hex: "#f8f6f1", accent: "#a89c88" },
} as const satisfies Record<string, Colour>;

export type ColourId = keyof typeof COLOURS;

export function colourSlug(colour: Colour): string {
  return colour.name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Neutral backdrops the renderer paints behind a product, like a studio's paper roll. */
export const IMAGE_BACKGROUNDS = ["#f6f4f0", "#f3f1ec", "#f7f5f2", "#efece6", "#f4f2ee"] as const;
