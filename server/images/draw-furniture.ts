import { mix } from "./colour.ts";
import { FLOOR, floorShadow, type Paint, type Point, roundedRect } from "./paint.ts";

// Furniture (data/seed/furniture), drawn face on like the other products: on the 1000-unit stage, centred on
// x = 500 and standing on FLOOR. Upholstery takes the design's colour and weave; legs and plinths are oak.

interface FurnitureDrawing {
  svg: string;
  focus: Point;
  bounds: readonly [number, number, number, number];
}

type FurnitureDraw = (k: Paint) => FurnitureDrawing;

function legs(k: Paint, xs: readonly number[], top: number, width = 22): string {
  const oak = mix(k.palette.woodDeep, "#2e2924", 0.15);
  return xs.map((x) => k.solid(roundedRect(x - width / 2, top, width, FLOOR - top, 5), oak, "none")).join("");
}

function buttons(k: Paint, rows: readonly number[], columns: readonly number[]): string {
  const ink = k.palette.colourDeep;
  let svg = "";
  rows.forEach((y, row) => {
    for (const x of columns) {
      const offset = row % 2 === 0 ? 0 : (columns[1] ?? 0) / 2 - (columns[0] ?? 0) / 2;
      svg += `<circle cx="${x + offset}" cy="${y}" r="7" fill="${ink}" opacity=".85"/>`;
    }
  });
  return svg;
}

function piping(d: string, k: Paint): string {
  return `<path d="${d}" fill="none" stroke="${k.palette.colourDeep}" stroke-width="5" stroke-linejoin="round" opacity=".45"/>`;
}

const headboard: FurnitureDraw = (k) => {
  const panel = "M200 760V420C200 330 300 300 500 300C700 300 800 330 800 420V760Z";
  return {
    svg:
      floorShadow(500, FLOOR, 300) +
      legs(k, [250, 750], 740, 26) +
      k.fabric(panel, { light: "puff" }) +
      piping(panel, k) +
      buttons(k, [400, 480, 560, 640], [290, 375, 460, 545, 630]),
    focus: [500, 520],
    bounds: [190, 290, 810, 830],
  };
};

const bedsideTable: FurnitureDraw = (k) => {
  const p = k.palette;
  const top = roundedRect(345, 500, 310, 26, 6);
  const body = roundedRect(360, 524, 280, 250, 6);
  const drawer = (y: number) => roundedRect(378, y, 244, 100, 4);
  const knob = (y: number) => `<circle cx="500" cy="${y}" r="9" fill="${mix(p.metal, "#b08a4a", 0.5)}"/>`;
  return {
    svg:
      floorShadow(500, FLOOR, 170) +
      legs(k, [382, 618], 770, 20) +
      k.fabric(body, { light: "shade" }) +
      k.fabric(top, { tone: "deep", light: "none" }) +
      k.fabric(drawer(540), { tone: "soft", light: "none" }) +
      k.fabric(drawer(656), { tone: "soft", light: "none" }) +
      piping(drawer(540), k) +
      piping(drawer(656), k) +
      knob(590) +
      knob(706),
    focus: [500, 620],
    bounds: [340, 495, 660, 830],
  };
};

const ottoman: FurnitureDraw = (k) => {
  const base = roundedRect(290, 600, 420, 180, 22);
  const lid = roundedRect(280, 580, 440, 70, 24);
  return {
    svg:
      floorShadow(500, FLOOR, 240) +
      legs(k, [320, 680], 770, 24) +
      k.fabric(base, { light: "shade" }) +
      k.fabric(lid, { tone: "soft", light: "puff" }) +
      piping(lid, k) +
      piping(base, k),
    focus: [500, 660],
    bounds: [270, 570, 730, 830],
  };
};

const blanketBox: FurnitureDraw = (k) => {
  const body = roundedRect(270, 560, 460, 220, 8);
  const lid = roundedRect(256, 536, 488, 36, 8);
  const panel = (x: number) => roundedRect(x, 596, 190, 150, 6);
  return {
    svg:
      floorShadow(500, FLOOR, 270) +
      legs(k, [296, 704], 776, 26) +
      k.fabric(body, { light: "shade" }) +
      k.fabric(lid, { tone: "deep", light: "none" }) +
      k.fabric(panel(296), { tone: "soft", light: "none" }) +
      k.fabric(panel(514), { tone: "soft", light: "none" }) +
      piping(panel(296), k) +
      piping(panel(514), k),
    focus: [500, 650],
    bounds: [250, 530, 750, 830],
  };
};

/** An armchair or sofa of `width`: a padded back, rolled arms, seat cushions and a skirtless base on legs. */
function seat(k: Paint, width: number, cushions: number): string {
  const left = 500 - width / 2;
  const armWidth = 86;
  const back = roundedRect(left + armWidth - 20, 380, width - 2 * armWidth + 40, 300, 60);
  const base = roundedRect(left + 10, 650, width - 20, 130, 18);
  const arm = (x: number) => roundedRect(x, 520, armWidth, 250, 40);
  const inner = width - 2 * armWidth;
  const cushionWidth = inner / cushions;
  let svg =
    floorShadow(500, FLOOR, width / 2 + 20) +
    legs(k, [left + 40, 500 + width / 2 - 40], 776, 22) +
    k.fabric(back, { light: "puff" }) +
    piping(back, k) +
    k.fabric(base, { tone: "deep", light: "shade" });
  for (let i = 0; i < cushions; i++) {
    const cushion = roundedRect(left + armWidth + i * cushionWidth + 4, 610, cushionWidth - 8, 80, 26);
    svg += k.fabric(cushion, { tone: "soft", light: "puff" }) + piping(cushion, k);
  }
  svg +=
    k.fabric(arm(left), { light: "cylinder" }) +
    k.fabric(arm(500 + width / 2 - armWidth), { light: "cylinder" }) +
    piping(arm(left), k) +
    piping(arm(500 + width / 2 - armWidth), k);
  return svg;
}

const armchair: FurnitureDraw = (k) => ({
  svg: seat(k, 440, 1),
  focus: [500, 600],
  bounds: [270, 370, 730, 830],
});

const sofa: FurnitureDraw = (k) => ({
  svg: seat(k, 760, 2),
  focus: [500, 600],
  bounds: [110, 370, 890, 830],
});

/** The frame in the design's cloth, dressed in white bedding so the upholstery is what the picture shows. */
const upholsteredBed: FurnitureDraw = (k) => {
  const bedding = k.withColour("#f7f5f0");
  const head = "M170 700V380C170 300 290 270 500 270C710 270 830 300 830 380V700Z";
  const frame = roundedRect(140, 650, 720, 130, 24);
  const duvet = roundedRect(160, 600, 680, 80, 20);
  const pillow = (x: number) => roundedRect(x, 520, 240, 100, 40);
  return {
    svg:
      floorShadow(500, FLOOR, 380) +
      legs(k, [190, 810], 776, 26) +
      k.fabric(head, { light: "puff" }) +
      piping(head, k) +
      buttons(k, [360, 430, 500], [260, 350, 440, 530, 620, 710]) +
      bedding.solid(pillow(250), "#f7f5f0", "puff") +
      bedding.solid(pillow(510), "#f7f5f0", "puff") +
      bedding.solid(duvet, "#fbfaf7", "shade") +
      k.fabric(frame, { tone: "deep", light: "shade" }) +
      piping(frame, k),
    focus: [500, 560],
    bounds: [130, 260, 870, 830],
  };
};

/** Upholstered pieces show their cloth close up; the case pieces zoom in on the piece itself. */
export const FURNITURE_FAMILIES = {
  headboard: { draw: headboard, textile: true },
  bedsideTable: { draw: bedsideTable, textile: false },
  ottoman: { draw: ottoman, textile: true },
  blanketBox: { draw: blanketBox, textile: false },
  armchair: { draw: armchair, textile: true },
  sofa: { draw: sofa, textile: true },
  upholsteredBed: { draw: upholsteredBed, textile: true },
} as const;
