import { mix } from "./colour.ts";
import { FURNITURE_FAMILIES } from "./draw-furniture.ts";
import {
  dropShadow,
  FLOOR,
  floorShadow,
  type Paint,
  type Point,
  pillowPath,
  polygon,
  roundedRect,
  symmetric,
} from "./paint.ts";
import { mapPath, mirrorPath } from "./path-transform.ts";

// One silhouette per family of product kinds, drawn on the 1000-unit stage (object centred on
// x = 500, standing on FLOOR or hanging from a hook near the top). Shapes are deliberately simple
// and outline-free: tone, a soft gradient and a floor shadow carry the form, as in a studio shot.

interface Drawing {
  svg: string;
  /** Where a close-up should centre. */
  focus: Point;
  /** The drawing's extent on the stage (x0, y0, x1, y1), so every product can fill its frame alike. */
  bounds: readonly [number, number, number, number];
  /** Hung on the wall rather than standing on the floor: no floor in the background. */
  hanging?: boolean;
}

type Draw = (k: Paint, seed: number) => Drawing;

interface Family {
  draw: Draw;
  /** Soft goods: their close-up is the fabric itself; hard goods zoom in on the object. */
  textile: boolean;
}

function line(d: string, stroke: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

/** Small, repeatable offsets so two stacks of towels do not look identical. */
function jitter(seed: number, index: number, amount: number): number {
  const bits = (seed >>> (index * 5)) & 31;
  return Math.round(((bits / 31) * 2 - 1) * amount);
}

// ——— folded textiles ———

function foldedStack(
  k: Paint,
  seed: number,
  options: { count: number; width: number; height: number; border?: boolean },
): string {
  const { count, width, height } = options;
  const p = k.palette;
  let svg = floorShadow(500, FLOOR, width * 0.56);
  let top = FLOOR;
  for (let i = 0; i < count; i++) {
    const x = 500 - width / 2 + jitter(seed, i, 10);
    const y = top - height;
    const radius = height * 0.34;
    if (i === count - 1) {
      // The top of the stack, seen from slightly above: a flatter pill behind the front fold.
      svg += k.fabric(roundedRect(x + 10, y - height * 0.36, width - 20, height * 0.7, radius * 0.7), {
        tone: "soft",
      });
    }
    svg += k.fabric(roundedRect(x, y, width, height, radius));
    // The crease between the two folded layers, and the shadow cast on the towel below.
    svg += line(`M${x + radius} ${y + height * 0.56}H${x + width - radius}`, p.colourDeep, 3, 0.55);
    svg += line(`M${x + radius * 0.7} ${top - 1}H${x + width - radius * 0.7}`, "#2e2924", 5, 0.1);
    if (options.border) {
      // A woven band near each end, as on a wool throw.
      const band = (bx: number) => roundedRect(bx, y + 6, 10, height - 12, 3);
      svg += `<path d="${band(x + width * 0.12)}${band(x + width * 0.88 - 10)}" fill="${p.colourDeep}" opacity=".55"/>`;
    }
    top = y;
  }
  return svg;
}

const towels: Draw = (k, seed) => ({
  svg: foldedStack(k, seed, { count: 3, width: 500, height: 96 }),
  focus: [500, 680],
  bounds: [240, 470, 760, 830],
});

const throws: Draw = (k, seed) => ({
  svg: foldedStack(k, seed, { count: 2, width: 580, height: 74, border: true }),
  focus: [500, 720],
  bounds: [200, 630, 800, 830],
});

const blankets: Draw = (k, seed) => ({
  svg: foldedStack(k, seed, { count: 3, width: 560, height: 70 }),
  focus: [500, 720],
  bounds: [210, 560, 790, 830],
});

/** A bath mat laid flat and seen from above, with its tufted border. */
const bathMat: Draw = (k) => {
  const p = k.palette;
  const mat = roundedRect(210, 330, 580, 380, 18);
  const field = roundedRect(252, 372, 496, 296, 10);
  return {
    svg:
      dropShadow(mat, 10, 16, 0.16) +
      // The tufted border in the mat's own colour, the field inside it in the weave.
      k.fabric(mat, { light: "none" }) +
      k.rib(mat) +
      k.fabric(field, { tone: "soft", light: "none" }) +
      `<path d="${field}" fill="none" stroke="${p.colourDeep}" stroke-width="4" opacity=".35"/>` +
      `<path d="${mat}" fill="url(#shade)"/>`,
    focus: [500, 520],
    bounds: [200, 320, 800, 720],
    hanging: true,
  };
};

// ——— bedding ———

const bed: Draw = (k) => {
  const p = k.palette;
  const headboard = roundedRect(180, 250, 640, 400, 30);
  // An upholstered headboard a shade deeper than the wall, so white bedding stands out against it.
  const frame = mix(p.background, p.woodDeep, 0.32);
  const pillowLeft = pillowPath(222, 462, 488, 612, 16);
  const pillowRight = pillowPath(512, 462, 778, 612, 16);
  const turnDown = polygon([
    [176, 596],
    [824, 596],
    [832, 634],
    [168, 634],
  ]);
  const topPlane = polygon([
    [168, 630],
    [832, 630],
    [852, 700],
    [148, 700],
  ]);
  const drape =
    "M148 700L852 700C858 740 860 770 856 800Q770 816 680 804Q590 792 500 808Q410 822 320 806Q230 792 144 802C140 770 142 740 148 700Z";
  return {
    svg:
      floorShadow(500, FLOOR, 400) +
      k.solid(headboard, frame) +
      line("M200 300H800", p.woodDeep, 2, 0.25) +
      line("M206 830V806M794 830V806", p.woodDeep, 16) +
      k.fabric(pillowLeft, { tone: "soft" }) +
      k.fabric(pillowRight, { tone: "soft" }) +
      k.fabric(topPlane) +
      k.fabric(turnDown, { tone: "soft", across: true }) +
      line("M176 634H824", p.colourDeep, 3, 0.5) +
      k.fabric(drape, { tone: "deep" }) +
      line("M150 702H850", "#ffffff", 5, 0.35),
    focus: [500, 700],
    bounds: [140, 250, 860, 830],
  };
};

/** A pillow lying flat, seen from the foot of the bed: its puffed face over a sliver of side. */
/** A pillow stood on its long edge, face on, with the Oxford flange of a pillowcase. */
function standingPillow(
  k: Paint,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  tone: "base" | "deep",
): string {
  const p = k.palette;
  const face = pillowPath(x0, y0, x1, y1, -14);
  const flange = pillowPath(x0 + 30, y0 + 28, x1 - 30, y1 - 28, -10);
  return (
    k.fabric(face, { tone, light: "puff" }) +
    `<path d="${flange}" fill="none" stroke="${p.colourDeep}" stroke-width="3" opacity=".45"/>` +
    `<path d="${face}" fill="none" stroke="${p.colourDeep}" stroke-width="4" stroke-linejoin="round" opacity=".35"/>`
  );
}

// A pair, one leaning behind the other, as pillowcases are photographed.
const pillows: Draw = (k) => ({
  svg:
    floorShadow(510, FLOOR, 300) +
    standingPillow(k, 340, 440, 790, 760, "deep") +
    `<ellipse cx="470" cy="800" rx="250" ry="16" fill="url(#contact-shadow)"/>` +
    standingPillow(k, 210, 500, 680, 806, "base"),
  focus: [450, 640],
  bounds: [200, 420, 800, 830],
});

const cushion: Draw = (k) => {
  const p = k.palette;
  const shape = pillowPath(320, 446, 680, 808, -16);
  // Where the filling pulls the cover into the corners.
  const creases =
    "M336 446Q372 470 396 500M664 446Q628 470 604 500M336 774Q372 750 396 720M664 774Q628 750 604 720";
  return {
    svg:
      floorShadow(500, FLOOR, 230) +
      k.fabric(shape, { light: "puff" }) +
      line(creases, p.colourDeep, 4, 0.35) +
      `<path d="${shape}" fill="none" stroke="${p.colourDeep}" stroke-width="6" stroke-linejoin="round" opacity=".4"/>`,
    focus: [500, 610],
    bounds: [300, 410, 700, 830],
  };
};

// ——— home fragrance and objects ———

const candle: Draw = (k) => {
  const p = k.palette;
  const jar = roundedRect(388, 548, 224, 272, 26);
  const lid = roundedRect(378, 506, 244, 52, 12);
  return {
    svg:
      floorShadow(500, FLOOR, 150) +
      k.fabric(jar, { light: "cylinder" }) +
      k.solid(roundedRect(428, 628, 144, 112, 6), p.paper, "none") +
      line("M470 668H530", p.accent, 3, 0.7) +
      line("M484 690H516", p.accent, 2, 0.5) +
      k.solid(lid, p.accent, "cylinder") +
      `<ellipse cx="500" cy="508" rx="118" ry="10" fill="#ffffff" opacity=".28"/>` +
      line("M412 566V796", "#ffffff", 8, 0.25),
    focus: [500, 660],
    bounds: [378, 500, 622, 830],
  };
};

const diffuser: Draw = (k) => {
  const p = k.palette;
  const bottle = symmetric(
    [500, 820],
    [
      { to: [424, 820] },
      { to: [398, 794], via: [[400, 820]] },
      { to: [400, 640] },
      {
        to: [470, 586],
        via: [
          [402, 596],
          [440, 592],
        ],
      },
      { to: [470, 566] },
      { to: [500, 566] },
    ],
  );
  let reeds = "";
  const angles = [-24, -15, -7, 0, 8, 16, 25];
  for (const [i, angle] of angles.entries()) {
    const r = (angle * Math.PI) / 180;
    const length = 300 + ((i * 37) % 60);
    reeds += `M${490 + i * 3} 560L${(490 + i * 3 + Math.sin(r) * length).toFixed(1)} ${(560 - Math.cos(r) * length).toFixed(1)}`;
  }
  return {
    svg:
      floorShadow(500, FLOOR, 130) +
      line(reeds, p.woodDeep, 6) +
      k.fabric(bottle, { light: "cylinder" }) +
      k.solid(roundedRect(462, 540, 76, 36, 6), p.metal, "cylinder") +
      k.solid(roundedRect(430, 660, 140, 90, 4), p.paper, "none") +
      line("M476 696H524", p.accent, 3, 0.7),
    focus: [500, 660],
    bounds: [380, 240, 620, 830],
  };
};

const roomSpray: Draw = (k) => {
  const p = k.palette;
  const bottle = symmetric(
    [500, 820],
    [
      { to: [420, 820], via: [[436, 822]] },
      { to: [408, 796], via: [[408, 818]] },
      { to: [408, 600] },
      {
        to: [470, 552],
        via: [
          [410, 566],
          [440, 556],
        ],
      },
      { to: [500, 552] },
    ],
  );
  return {
    svg:
      floorShadow(500, FLOOR, 120) +
      k.fabric(bottle, { light: "cylinder" }) +
      k.solid(roundedRect(466, 516, 68, 42, 6), p.metal, "cylinder") +
      k.solid(roundedRect(476, 470, 48, 50, 10), p.paper, "cylinder") +
      k.solid(roundedRect(522, 484, 16, 12, 3), p.metal, "none") +
      k.solid(roundedRect(432, 640, 136, 100, 4), p.paper, "none") +
      line("M476 680H524", p.accent, 3, 0.7),
    focus: [500, 640],
    bounds: [400, 466, 600, 830],
  };
};

const vase: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 820],
    [
      { to: [420, 820] },
      {
        to: [400, 560],
        via: [
          [352, 760],
          [350, 630],
        ],
      },
      {
        to: [466, 440],
        via: [
          [440, 510],
          [466, 480],
        ],
      },
      { to: [458, 418], via: [[466, 428]] },
      { to: [500, 418] },
    ],
  );
  // Eucalyptus-like stems: calm, and no botanical accuracy to get wrong.
  const stems: { d: string; leaves: Point[] }[] = [
    {
      d: "M492 430C480 340 440 270 380 210",
      leaves: [
        [470, 350],
        [446, 300],
        [412, 250],
        [382, 214],
      ],
    },
    {
      d: "M500 430C504 330 512 240 528 150",
      leaves: [
        [503, 370],
        [508, 300],
        [516, 232],
        [526, 160],
      ],
    },
    {
      d: "M508 430C530 360 570 300 626 256",
      leaves: [
        [530, 370],
        [560, 320],
        [596, 282],
        [628, 258],
      ],
    },
  ];
  let foliage = "";
  for (const stem of stems) {
    foliage += line(stem.d, p.woodDeep, 4, 0.8);
    for (const [i, [x, y]] of stem.leaves.entries()) {
      const side = i % 2 === 0 ? -1 : 1;
      foliage += `<ellipse cx="${x + side * 16}" cy="${y}" rx="19" ry="13" fill="${i % 2 ? p.leaf : mix(p.leaf, "#ffffff", 0.18)}" transform="rotate(${side * 28} ${x + side * 16} ${y})"/>`;
    }
  }
  return {
    svg:
      floorShadow(500, FLOOR, 140) +
      foliage +
      k.fabric(body, { light: "cylinder" }) +
      `<ellipse cx="500" cy="419" rx="42" ry="7" fill="${p.colourDeep}"/>` +
      `<ellipse cx="500" cy="420" rx="30" ry="4" fill="#2e2924" opacity=".25"/>`,
    focus: [500, 640],
    bounds: [340, 150, 660, 830],
  };
};

const frame: Draw = (k) => {
  const p = k.palette;
  const outer = roundedRect(316, 300, 368, 500, 4);
  const mount = roundedRect(346, 330, 308, 440, 2);
  const art = roundedRect(392, 386, 216, 318, 1);
  const hill = "M392 640Q460 590 520 614Q570 632 608 600V704H392Z";
  return {
    svg:
      floorShadow(500, FLOOR, 200) +
      // Leaning a little; a plain frame, as a motif would leave the pixel grid when turned.
      `<g transform="rotate(-3 500 800)">` +
      k.solid(outer, p.colour) +
      k.solid(mount, p.paper, "none") +
      `<path d="${art}" fill="${mix(p.background, p.accent, 0.25)}"/>` +
      `<circle cx="556" cy="480" r="34" fill="${p.accentSoft}" opacity=".9"/>` +
      `<path d="${hill}" fill="${p.accent}" opacity=".75"/>` +
      line("M346 331H654", "#2e2924", 4, 0.12) +
      `</g>`,
    focus: [500, 540],
    bounds: [300, 290, 700, 830],
  };
};

function mugSvg(k: Paint, x: number): string {
  const p = k.palette;
  const body = roundedRect(x - 100, 620, 200, 200, 24);
  return (
    line(`M${x + 96} 664C${x + 170} 654 ${x + 172} 766 ${x + 94} 764`, p.colourDeep, 24) +
    k.fabric(body, { light: "cylinder" }) +
    `<ellipse cx="${x}" cy="622" rx="100" ry="14" fill="${p.colourSoft}"/>` +
    `<ellipse cx="${x}" cy="624" rx="88" ry="9" fill="#2e2924" opacity=".22"/>`
  );
}

/** A glass tumbler: a tint of the colour, lit from the left, with a thick base. */
function tumbler(k: Paint, x: number, top: number, width: number): string {
  const p = k.palette;
  const bottom = FLOOR;
  const body =
    `M${x - width} ${top}L${x + width} ${top}L${x + width * 0.9} ${bottom - 14}` +
    `Q${x + width * 0.9} ${bottom} ${x + width * 0.78} ${bottom}L${x - width * 0.78} ${bottom}` +
    `Q${x - width * 0.9} ${bottom} ${x - width * 0.9} ${bottom - 14}Z`;
  return (
    `<path d="${body}" fill="${p.colour}" fill-opacity=".55"/><path d="${body}" fill="url(#cyl)"/>` +
    `<path d="${roundedRect(x - width * 0.86, bottom - 28, width * 1.72, 26, 10)}" fill="${p.colourDeep}" fill-opacity=".55"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${width}" ry="9" fill="${p.colourSoft}" stroke="${p.colourDeep}" stroke-opacity=".45" stroke-width="3"/>` +
    line(`M${x - width * 0.62} ${top + 24}L${x - width * 0.56} ${bottom - 40}`, "#ffffff", 7, 0.4)
  );
}

const glassware: Draw = (k) => ({
  svg: floorShadow(505, FLOOR, 190) + tumbler(k, 430, 560, 84) + tumbler(k, 600, 626, 72),
  focus: [500, 690],
  bounds: [340, 550, 680, 830],
});

const mug: Draw = (k) => ({
  svg: floorShadow(520, FLOOR, 150) + mugSvg(k, 480),
  focus: [500, 700],
  bounds: [370, 600, 680, 830],
});

function bowlSvg(k: Paint, y: number, scale: number): string {
  const p = k.palette;
  const w = 190 * scale;
  const h = 160 * scale;
  const body = `M${500 - w} ${y}C${500 - w + 6} ${y + h * 0.7} ${500 - w * 0.5} ${y + h} 500 ${y + h}C${500 + w * 0.5} ${y + h} ${500 + w - 6} ${y + h * 0.7} ${500 + w} ${y}Z`;
  return (
    k.fabric(body, { light: "cylinder" }) +
    `<ellipse cx="500" cy="${y}" rx="${w}" ry="${26 * scale}" fill="${p.colourSoft}"/>` +
    `<ellipse cx="500" cy="${y + 3 * scale}" rx="${w - 14 * scale}" ry="${19 * scale}" fill="#2e2924" opacity=".16"/>`
  );
}

const bowl: Draw = (k) => ({
  svg: floorShadow(500, FLOOR, 190) + bowlSvg(k, 660, 1),
  focus: [500, 720],
  bounds: [300, 630, 700, 830],
});

const tableware: Draw = (k) => {
  const p = k.palette;
  let plates = "";
  for (const [i, y] of [800, 778, 756].entries()) {
    plates +=
      `<ellipse cx="500" cy="${y + 8}" rx="240" ry="38" fill="${i === 0 ? p.colourDeep : p.colour}"/>` +
      `<ellipse cx="500" cy="${y}" rx="240" ry="36" fill="${p.colourSoft}" stroke="${p.colourDeep}" stroke-width="2" stroke-opacity=".5"/>` +
      `<ellipse cx="500" cy="${y}" rx="170" ry="24" fill="#2e2924" opacity=".05"/>`;
  }
  return {
    svg: floorShadow(500, FLOOR, 260) + plates + bowlSvg(k, 630, 0.78),
    focus: [500, 700],
    bounds: [250, 600, 750, 830],
  };
};

// ——— clothing ———

function hanger(p: Paint["palette"], y: number, half: number): string {
  return (
    line(`M500 ${y - 14}V${y - 44}C500 ${y - 76} 538 ${y - 78} 538 ${y - 52}`, p.metal, 7) +
    line(`M${500 - half} ${y + 14}Q500 ${y - 34} ${500 + half} ${y + 14}`, p.wood, 14)
  );
}

type PathMap = (d: string) => string;

const same: PathMap = (d) => d;

/** A left-side part and its mirror image across the garment's centre line. */
function pair(part: (m: PathMap) => string): string {
  return part(same) + part(mirrorPath);
}

// A knitted sleeve hanging slightly away from the body, so the silhouette reads at a glance.
const SLEEVE = "M380 246C346 252 330 270 324 300L268 636L324 648L360 360Z";
const SLEEVE_CUFF = polygon([
  [273, 606],
  [329, 612],
  [324, 648],
  [268, 636],
]);

const jumper: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 268],
    [
      { to: [440, 232], via: [[466, 266]] },
      { to: [378, 246] },
      {
        to: [356, 302],
        via: [
          [364, 252],
          [358, 272],
        ],
      },
      { to: [362, 662] },
      { to: [366, 700] },
      { to: [500, 704], via: [[430, 706]] },
    ],
  );
  const sleeve = SLEEVE;
  const cuff = SLEEVE_CUFF;
  const hem = symmetric(
    [500, 664],
    [{ to: [362, 660], via: [[430, 664]] }, { to: [366, 700] }, { to: [500, 704], via: [[430, 706]] }],
  );
  const neckInside = "M446 226Q470 258 500 258Q530 258 554 226Q500 210 446 226Z";
  const neckBand = "M432 229Q466 278 500 278Q534 278 568 229L554 226Q530 258 500 258Q470 258 446 226Z";
  const sleeves = (m: PathMap) =>
    k.fabric(m(sleeve), { tone: "deep", across: true }) +
    k.fabric(m(cuff), { tone: "deep", light: "none" }) +
    k.rib(m(cuff));
  return {
    svg:
      hanger(p, 232, 170) +
      dropShadow(body) +
      pair(sleeves) +
      `<path d="${neckInside}" fill="${p.inside}"/>` +
      k.fabric(body, { across: true }) +
      k.fabric(hem, { light: "none" }) +
      k.rib(hem) +
      k.fabric(neckBand, { tone: "soft", light: "none" }) +
      k.rib(neckBand),
    focus: [500, 460],
    bounds: [260, 150, 740, 720],
    hanging: true,
  };
};

const cardigan: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 420],
    [
      { to: [440, 232] },
      { to: [378, 246] },
      {
        to: [356, 302],
        via: [
          [364, 252],
          [358, 272],
        ],
      },
      { to: [364, 700] },
      { to: [500, 704], via: [[430, 706]] },
    ],
  );
  const sleeve = SLEEVE;
  const cuff = SLEEVE_CUFF;
  const sleeves = (m: PathMap) =>
    k.fabric(m(sleeve), { tone: "deep", across: true }) +
    k.fabric(m(cuff), { tone: "deep", light: "none" }) +
    k.rib(m(cuff));
  let buttons = "";
  for (const y of [450, 510, 570, 630])
    buttons += circle(500, y, 7, p.paper) + circle(500, y, 7, "#2e2924", 0.08);
  return {
    svg:
      hanger(p, 232, 170) +
      dropShadow(body) +
      pair(sleeves) +
      `<path d="M440 232L500 424L560 232Q500 214 440 232Z" fill="${p.inside}"/>` +
      k.fabric(body, { across: true }) +
      line("M440 234L500 420L560 234", p.colourSoft, 16) +
      line("M500 420V702", p.colourSoft, 22) +
      line("M500 420V702", p.colourDeep, 2, 0.5) +
      line("M366 684Q430 690 500 690Q570 690 634 684", p.colourDeep, 2, 0.35) +
      buttons,
    focus: [500, 460],
    bounds: [260, 150, 740, 720],
    hanging: true,
  };
};

const shirt: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 252],
    [
      { to: [444, 228], via: [[468, 252]] },
      { to: [374, 244] },
      {
        to: [354, 304],
        via: [
          [362, 250],
          [356, 270],
        ],
      },
      { to: [358, 682] },
      {
        to: [500, 718],
        via: [
          [400, 700],
          [452, 718],
        ],
      },
    ],
  );
  const sleeve = "M376 244C342 250 326 270 320 304L272 630L326 640L358 350Z";
  const cuff = polygon([
    [277, 598],
    [330, 606],
    [326, 640],
    [272, 630],
  ]);
  const collar = polygon([
    [446, 222],
    [500, 256],
    [478, 300],
    [430, 246],
  ]);
  const sleeves = (m: PathMap) => k.fabric(m(sleeve), { tone: "deep" }) + k.fabric(m(cuff), { tone: "deep" });
  const collars = (m: PathMap) =>
    `<path d="${m(collar)}" fill="${p.colourSoft}" stroke="${p.colourSoft}" stroke-width="8" stroke-linejoin="round"/>` +
    k.fabric(m(collar), { tone: "soft" });
  let buttons = "";
  for (const y of [300, 380, 460, 540, 620])
    buttons += circle(506, y, 5, p.paper) + circle(506, y, 5, "#2e2924", 0.1);
  return {
    svg:
      hanger(p, 230, 168) +
      dropShadow(body) +
      pair(sleeves) +
      line("M444 226Q500 204 556 226", p.colourDeep, 14) +
      k.fabric(body) +
      line("M500 258V716M514 258V714", p.colourDeep, 2, 0.35) +
      line("M390 360H442V414Q416 422 390 414Z", p.colourDeep, 2, 0.35) +
      pair(collars) +
      buttons,
    focus: [500, 440],
    bounds: [260, 150, 740, 730],
    hanging: true,
  };
};

const dress: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 300],
    [
      { to: [440, 232], via: [[462, 298]] },
      { to: [398, 244] },
      {
        to: [394, 400],
        via: [
          [398, 300],
          [390, 350],
        ],
      },
      { to: [398, 470], via: [[394, 440]] },
      {
        to: [298, 866],
        via: [
          [352, 600],
          [318, 780],
        ],
      },
      { to: [500, 878], via: [[400, 884]] },
    ],
  );
  const sleeve = "M402 244C368 250 350 270 342 312Q372 324 396 318Z";
  const sleeves = (m: PathMap) => k.fabric(m(sleeve), { tone: "deep" });
  const waist = polygon([
    [396, 462],
    [604, 462],
    [606, 484],
    [394, 484],
  ]);
  return {
    svg:
      hanger(p, 232, 150) +
      dropShadow(body) +
      pair(sleeves) +
      `<path d="M440 232Q462 298 500 300Q538 298 560 232Q500 218 440 232Z" fill="${p.inside}"/>` +
      k.fabric(body) +
      line("M456 496Q436 690 414 866M544 496Q564 690 586 866M500 490V876", p.colourDeep, 3, 0.28) +
      k.fabric(waist, { tone: "deep", light: "none" }) +
      `<path d="M416 480Q404 560 390 628L406 630Q420 562 432 482Z" fill="${p.colourDeep}"/>`,
    focus: [500, 520],
    bounds: [290, 150, 710, 890],
    hanging: true,
  };
};

const nightdress: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 334],
    [
      { to: [404, 302], via: [[450, 330]] },
      { to: [398, 380], via: [[396, 336]] },
      {
        to: [300, 870],
        via: [
          [360, 560],
          [318, 760],
        ],
      },
      { to: [500, 884], via: [[400, 886]] },
    ],
  );
  let scallops = "";
  for (let x = 308; x <= 692; x += 16) {
    const t = (x - 500) / 200;
    scallops += `<circle cx="${x}" cy="${(884 - 12 * t * t).toFixed(1)}" r="8"/>`;
  }
  return {
    svg:
      hanger(p, 236, 120) +
      line("M408 302L394 246M592 302L606 246", p.colourDeep, 6) +
      dropShadow(body) +
      `<g fill="${p.colourSoft}">${scallops}</g>` +
      k.fabric(body) +
      line("M404 314Q450 344 500 348Q550 344 596 314", p.colourSoft, 10, 0.9) +
      line("M450 400Q430 620 404 868M550 400Q570 620 596 868", p.colourDeep, 3, 0.25),
    focus: [500, 560],
    bounds: [290, 150, 710, 900],
    hanging: true,
  };
};

const pyjamas: Draw = (k) => {
  const p = k.palette;
  const trousers = symmetric(
    [500, 560],
    [{ to: [392, 560] }, { to: [378, 878], via: [[384, 720]] }, { to: [488, 878] }, { to: [500, 660] }],
  );
  const body = symmetric(
    [500, 420],
    [
      { to: [446, 228] },
      { to: [376, 242] },
      {
        to: [356, 302],
        via: [
          [364, 248],
          [358, 268],
        ],
      },
      { to: [360, 692] },
      { to: [500, 696], via: [[430, 696]] },
    ],
  );
  const sleeve = "M378 242C344 250 326 272 320 306L274 640L330 650L360 350Z";
  const sleeves = (m: PathMap) =>
    k.fabric(m(sleeve), { tone: "deep" }) + line(m("M277 616L333 624"), p.accent, 4);
  const lapel = polygon([
    [446, 226],
    [410, 296],
    [462, 334],
    [500, 420],
  ]);
  const lapels = (m: PathMap) =>
    `<path d="${m(lapel)}" fill="${p.colourSoft}" stroke="${p.colourSoft}" stroke-width="6" stroke-linejoin="round"/>` +
    line(m("M446 226L410 296L462 334L500 420"), p.accent, 4);
  let buttons = "";
  for (const y of [470, 545, 620]) buttons += circle(490, y, 6, p.accent);
  return {
    svg:
      hanger(p, 230, 168) +
      dropShadow(trousers) +
      k.fabric(trousers, { tone: "deep" }) +
      line("M380 866H486M514 866H620", p.accent, 4) +
      dropShadow(body) +
      pair(sleeves) +
      `<path d="M446 228L500 420L554 228Q500 214 446 228Z" fill="${p.inside}"/>` +
      k.fabric(body) +
      line("M500 420V694", p.accent, 4) +
      line("M384 352H438", p.accent, 4) +
      line("M384 352V408H438V352", p.colourDeep, 2, 0.3) +
      pair(lapels) +
      buttons,
    focus: [500, 460],
    bounds: [270, 150, 730, 890],
    hanging: true,
  };
};

const robe: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 236],
    [
      { to: [444, 228], via: [[470, 236]] },
      { to: [356, 246] },
      {
        to: [336, 330],
        via: [
          [344, 256],
          [336, 290],
        ],
      },
      {
        to: [326, 876],
        via: [
          [330, 600],
          [322, 760],
        ],
      },
      { to: [500, 888], via: [[410, 890]] },
    ],
  );
  const sleeve = "M358 246C322 254 304 282 298 320L256 630L340 642L352 380Z";
  const cuff = polygon([
    [261, 590],
    [342, 600],
    [340, 642],
    [256, 630],
  ]);
  const sleeves = (m: PathMap) => k.fabric(m(sleeve), { tone: "deep" }) + k.fabric(m(cuff), { tone: "soft" });
  const belt = roundedRect(330, 520, 340, 32, 8);
  return {
    svg:
      hanger(p, 230, 170) +
      dropShadow(body) +
      pair(sleeves) +
      k.fabric(body) +
      `<path d="M452 232L548 232L500 470Z" fill="${p.inside}"/>` +
      line("M548 232C560 320 540 430 492 540", p.colourSoft, 44) +
      line("M452 232C440 320 462 430 512 540", p.colourSoft, 44) +
      line("M474 240C466 320 480 420 520 520", p.colourDeep, 2, 0.3) +
      k.fabric(belt, { tone: "deep", light: "none" }) +
      k.fabric("M528 548C520 620 512 680 500 742L526 746C536 680 544 620 548 552Z", { tone: "deep" }) +
      k.fabric("M556 548C566 610 580 660 596 714L620 706C602 650 590 600 578 548Z", { tone: "deep" }) +
      k.fabric(roundedRect(520, 516, 44, 40, 12), { tone: "deep" }) +
      line("M372 610H450V686Q411 694 372 686Z", p.colourDeep, 2, 0.3),
    focus: [500, 560],
    bounds: [250, 150, 750, 900],
    hanging: true,
  };
};

const trousers: Draw = (k) => {
  const p = k.palette;
  const legs = symmetric(
    [500, 214],
    [
      { to: [372, 214] },
      {
        to: [358, 868],
        via: [
          [364, 500],
          [358, 700],
        ],
      },
      { to: [486, 872] },
      { to: [500, 430] },
    ],
  );
  return {
    svg:
      line("M500 196V160C500 130 538 128 538 154", p.metal, 7) +
      line("M336 198H664", p.metal, 8) +
      dropShadow(legs) +
      k.fabric(legs) +
      k.fabric(roundedRect(372, 212, 256, 34, 4), { tone: "deep", light: "none" }) +
      k.solid(roundedRect(372, 186, 30, 44, 4), p.metal, "none") +
      k.solid(roundedRect(598, 186, 30, 44, 4), p.metal, "none") +
      line("M500 248V404M424 252L422 866M576 252L578 866", p.colourDeep, 2, 0.3),
    focus: [500, 480],
    bounds: [330, 120, 670, 880],
    hanging: true,
  };
};

const sleepsuit: Draw = (k) => {
  const p = k.palette;
  const body = symmetric(
    [500, 318],
    [
      { to: [458, 298], via: [[476, 316]] },
      { to: [420, 306] },
      {
        to: [372, 352],
        via: [
          [394, 312],
          [380, 328],
        ],
      },
      { to: [332, 468] },
      { to: [372, 484] },
      { to: [398, 418] },
      { to: [404, 600], via: [[400, 520]] },
      { to: [400, 724] },
      { to: [424, 770], via: [[398, 764]] },
      { to: [478, 768], via: [[452, 776]] },
      { to: [484, 616] },
      { to: [500, 600], via: [[490, 604]] },
    ],
  );
  let snaps = "";
  for (let y = 350; y <= 580; y += 46)
    snaps += circle(500, y, 5, p.paper) + circle(500, y, 5, "#2e2924", 0.08);
  return {
    svg:
      hanger(p, 302, 112) +
      dropShadow(body) +
      `<path d="M458 298Q478 318 500 318Q522 318 542 298Q500 288 458 298Z" fill="${p.inside}"/>` +
      k.fabric(body, { across: true }) +
      line("M500 322V600", p.colourDeep, 2, 0.3) +
      line("M404 730Q440 740 480 734M596 730Q560 740 520 734", p.colourDeep, 2, 0.3) +
      snaps,
    focus: [500, 520],
    bounds: [320, 220, 680, 780],
    hanging: true,
  };
};

const slippers: Draw = (k) => {
  const p = k.palette;
  const sole =
    "M250 806C248 822 262 826 300 826L704 826C752 826 774 816 774 800C774 790 764 786 746 786L276 788C258 788 252 796 250 806Z";
  const upper = "M404 792C424 722 522 690 640 694C726 698 770 742 772 794Z";
  const bed = "M262 794C262 780 282 776 300 776L420 776L412 792Z";
  const soleColour = mix(p.paper, p.wood, 0.35);
  const one = (tone: "base" | "deep", dx: number, dy: number) => {
    const m = (d: string) => mapPath(d, { dx, dy });
    return (
      k.solid(m(sole), soleColour, "none") +
      k.solid(m(bed), mix(p.colourSoft, p.paper, 0.4)) +
      k.fabric(m(upper), { tone })
    );
  };
  return {
    svg: floorShadow(520, FLOOR, 300) + one("deep", 60, -40) + one("base", -40, 0),
    focus: [560, 750],
    bounds: [200, 650, 830, 830],
  };
};

const socks: Draw = (k) => {
  const sock =
    "M380 200H480V560C480 600 510 616 548 618L620 620C676 622 690 700 626 712L472 712C408 712 380 676 380 620Z";
  const cuff = roundedRect(380, 200, 100, 80, 4);
  const one = (tone: "base" | "deep", m: PathMap) =>
    dropShadow(m(sock), 10, 14, 0.14) +
    k.fabric(m(sock), { tone, across: true }) +
    k.fabric(m(cuff), { tone: "soft", light: "none" }) +
    k.rib(m(cuff));
  return {
    // Laid out as a pair, toes pointing outwards.
    svg: one("deep", (d) => mapPath(d, { sx: -1, dx: 850 })) + one("base", (d) => mapPath(d, { dx: 150 })),
    focus: [500, 520],
    bounds: [150, 190, 850, 730],
    hanging: true,
  };
};

const softToy: Draw = (k) => {
  const p = k.palette;
  const earLeft = `<ellipse cx="452" cy="330" rx="34" ry="98" transform="rotate(-10 452 330)"`;
  const earRight = `<ellipse cx="548" cy="330" rx="34" ry="98" transform="rotate(10 548 330)"`;
  const inner = mix(p.colourSoft, p.accent, 0.35);
  return {
    svg:
      floorShadow(500, FLOOR, 190) +
      `${earLeft} fill="${p.colourDeep}"/>${earRight} fill="${p.colourDeep}"/>` +
      `<ellipse cx="452" cy="340" rx="16" ry="66" transform="rotate(-10 452 340)" fill="${inner}"/>` +
      `<ellipse cx="548" cy="340" rx="16" ry="66" transform="rotate(10 548 340)" fill="${inner}"/>` +
      k.fabric(
        "M350 700C350 610 420 560 500 560C580 560 650 610 650 700C650 780 590 818 500 818C410 818 350 780 350 700Z",
      ) +
      k.fabric(
        "M395 500C395 440 442 400 500 400C558 400 605 440 605 500C605 560 558 598 500 598C442 598 395 560 395 500Z",
      ) +
      k.fabric(
        "M400 800C400 782 430 772 460 776C484 780 492 796 486 810C478 824 440 826 418 822C404 818 400 810 400 800Z",
        {
          tone: "soft",
        },
      ) +
      k.fabric(
        "M600 800C600 782 570 772 540 776C516 780 508 796 514 810C522 824 560 826 582 822C596 818 600 810 600 800Z",
        {
          tone: "soft",
        },
      ) +
      k.fabric("M372 620C352 650 348 700 366 730C380 744 398 736 404 716C410 690 404 650 392 620Z", {
        tone: "deep",
      }) +
      k.fabric("M628 620C648 650 652 700 634 730C620 744 602 736 596 716C590 690 596 650 608 620Z", {
        tone: "deep",
      }) +
      circle(466, 496, 7, p.shadowNote) +
      circle(534, 496, 7, p.shadowNote) +
      `<path d="M490 526Q500 536 510 526Q500 520 490 526Z" fill="${p.accentDeep}"/>`,
    focus: [500, 560],
    bounds: [330, 230, 670, 830],
  };
};

const giftBox: Draw = (k) => {
  const p = k.palette;
  const front = polygon([
    [300, 570],
    [640, 570],
    [640, 820],
    [300, 820],
  ]);
  const side = polygon([
    [640, 570],
    [720, 520],
    [720, 770],
    [640, 820],
  ]);
  const lidFront = polygon([
    [290, 530],
    [650, 530],
    [650, 586],
    [290, 586],
  ]);
  const lidSide = polygon([
    [650, 530],
    [730, 480],
    [730, 536],
    [650, 586],
  ]);
  const lidTop = polygon([
    [290, 530],
    [370, 480],
    [730, 480],
    [650, 530],
  ]);
  const ribbon = p.accent;
  return {
    svg:
      floorShadow(510, FLOOR, 280) +
      k.fabric(front) +
      k.fabric(side, { tone: "deep" }) +
      k.fabric(lidFront, { tone: "soft" }) +
      k.fabric(lidSide, { tone: "deep" }) +
      k.fabric(lidTop, { tone: "soft", light: "none" }) +
      `<path d="M290 587H650L730 537" fill="none" stroke="#2e2924" stroke-width="4" opacity=".1"/>` +
      k.solid(
        polygon([
          [450, 530],
          [490, 530],
          [490, 820],
          [450, 820],
        ]),
        ribbon,
      ) +
      k.solid(
        polygon([
          [674, 514],
          [696, 500],
          [696, 756],
          [674, 770],
        ]),
        mix(ribbon, "#2e2924", 0.15),
      ) +
      k.solid(
        polygon([
          [450, 530],
          [490, 530],
          [570, 480],
          [530, 480],
        ]),
        ribbon,
        "none",
      ) +
      k.solid(
        polygon([
          [322, 510],
          [682, 510],
          [698, 500],
          [338, 500],
        ]),
        ribbon,
        "none",
      ) +
      `<g fill="${ribbon}"><ellipse cx="470" cy="486" rx="62" ry="28" transform="rotate(-24 470 486)"/>` +
      `<ellipse cx="556" cy="486" rx="62" ry="28" transform="rotate(24 556 486)"/></g>` +
      `<g fill="#2e2924" opacity=".14"><ellipse cx="478" cy="486" rx="34" ry="12" transform="rotate(-24 478 486)"/>` +
      `<ellipse cx="548" cy="486" rx="34" ry="12" transform="rotate(24 548 486)"/></g>` +
      `<circle cx="513" cy="500" r="18" fill="${mix(ribbon, "#2e2924", 0.12)}"/>`,
    focus: [510, 560],
    bounds: [280, 420, 740, 830],
  };
};

const giftCard: Draw = (k) => {
  const p = k.palette;
  const envelope = roundedRect(290, 430, 440, 290, 6);
  const card = roundedRect(330, 500, 340, 214, 16);
  return {
    svg:
      `<g transform="rotate(6 510 575)">${dropShadow(envelope, 8, 12, 0.12)}${k.solid(envelope, p.paper)}` +
      line("M292 432L510 590L728 432", "#2e2924", 3, 0.1) +
      // A plain card: a turned motif would leave the pixel grid (see paint.ts).
      `</g><g transform="rotate(-8 500 607)">${dropShadow(card, 10, 14, 0.18)}${k.solid(card, p.colour)}` +
      `<circle cx="610" cy="560" r="24" fill="none" stroke="${p.accent}" stroke-width="4" opacity=".8"/>` +
      line("M372 668H452", p.accent, 5, 0.6) +
      `</g>`,
    focus: [500, 600],
    bounds: [280, 400, 740, 780],
    hanging: true,
  };
};

const FAMILIES = {
  towels: { draw: towels, textile: true },
  throws: { draw: throws, textile: true },
  blankets: { draw: blankets, textile: true },
  bathMat: { draw: bathMat, textile: true },
  bed: { draw: bed, textile: true },
  pillows: { draw: pillows, textile: true },
  cushion: { draw: cushion, textile: true },
  candle: { draw: candle, textile: false },
  diffuser: { draw: diffuser, textile: false },
  roomSpray: { draw: roomSpray, textile: false },
  vase: { draw: vase, textile: false },
  frame: { draw: frame, textile: false },
  glassware: { draw: glassware, textile: false },
  mug: { draw: mug, textile: false },
  bowl: { draw: bowl, textile: false },
  tableware: { draw: tableware, textile: false },
  jumper: { draw: jumper, textile: true },
  cardigan: { draw: cardigan, textile: true },
  shirt: { draw: shirt, textile: true },
  dress: { draw: dress, textile: true },
  nightdress: { draw: nightdress, textile: true },
  pyjamas: { draw: pyjamas, textile: true },
  robe: { draw: robe, textile: true },
  trousers: { draw: trousers, textile: true },
  sleepsuit: { draw: sleepsuit, textile: true },
  slippers: { draw: slippers, textile: true },
  socks: { draw: socks, textile: true },
  softToy: { draw: softToy, textile: true },
  giftBox: { draw: giftBox, textile: false },
  giftCard: { draw: giftCard, textile: false },
  ...FURNITURE_FAMILIES,
} satisfies Record<string, Family>;

type FamilyName = keyof typeof FAMILIES;

const KIND_FAMILY: Record<string, FamilyName> = {
  towel: "towels",
  "bath-towel": "towels",
  "hand-towel": "towels",
  "bath-sheet": "towels",
  "face-cloth": "towels",
  "guest-towel": "towels",
  "beach-towel": "towels",
  "tea-towel": "towels",
  napkin: "towels",
  napkins: "towels",
  tablecloth: "towels",
  "bath-mat": "bathMat",
  rug: "bathMat",
  "duvet-cover": "bed",
  duvet: "bed",
  sheet: "bed",
  "fitted-sheet": "bed",
  "flat-sheet": "bed",
  bedspread: "bed",
  quilt: "bed",
  "bed-linen": "bed",
  "mattress-topper": "bed",
  pillowcase: "pillows",
  pillow: "pillows",
  "pillow-protector": "pillows",
  cushion: "cushion",
  "cushion-cover": "cushion",
  throw: "throws",
  blanket: "blankets",
  "baby-blanket": "blankets",
  candle: "candle",
  diffuser: "diffuser",
  "room-spray": "roomSpray",
  "hand-wash": "roomSpray",
  "hand-cream": "roomSpray",
  "body-lotion": "roomSpray",
  vase: "vase",
  frame: "frame",
  "photo-frame": "frame",
  tableware: "tableware",
  plate: "tableware",
  glassware: "glassware",
  tumbler: "glassware",
  mug: "mug",
  cup: "mug",
  bowl: "bowl",
  jumper: "jumper",
  sweater: "jumper",
  knitwear: "jumper",
  hoodie: "jumper",
  cardigan: "cardigan",
  shirt: "shirt",
  blouse: "shirt",
  top: "shirt",
  "t-shirt": "shirt",
  dress: "dress",
  skirt: "dress",
  nightdress: "nightdress",
  nightshirt: "nightdress",
  pyjamas: "pyjamas",
  "pyjama-set": "pyjamas",
  "dressing-gown": "robe",
  robe: "robe",
  "bath-robe": "robe",
  kimono: "robe",
  trousers: "trousers",
  joggers: "trousers",
  leggings: "trousers",
  slippers: "slippers",
  socks: "socks",
  "baby-sleepsuit": "sleepsuit",
  sleepsuit: "sleepsuit",
  "baby-bodysuit": "sleepsuit",
  "soft-toy": "softToy",
  toy: "softToy",
  "gift-box": "giftBox",
  "gift-set": "giftBox",
  hamper: "giftBox",
  "gift-card": "giftCard",
  "e-gift-card": "giftCard",
  headboard: "headboard",
  "bedside-table": "bedsideTable",
  ottoman: "ottoman",
  "blanket-box": "blanketBox",
  armchair: "armchair",
  sofa: "sofa",
  "upholstered-bed": "upholsteredBed",
};

// Seeds may invent kinds; a word inside the kind usually says enough to pick a sensible drawing.
const KIND_HINTS: readonly [RegExp, FamilyName][] = [
  // Order matters: "mattress" holds "mat", "dressing-gown" holds "dress", "slippers" holds "slip".
  [/duvet|sheet|mattress|bed|quilt|valance|cot/, "bed"],
  [/towel|flannel|cloth|napkin/, "towels"],
  [/(^|-)mat(-|$)|rug/, "bathMat"],
  [/pillow/, "pillows"],
  [/cushion/, "cushion"],
  [/throw|scarf|wrap/, "throws"],
  [/blanket/, "blankets"],
  [/candle/, "candle"],
  [/diffuser|reed/, "diffuser"],
  [/spray|mist|wash|lotion|soap|oil|cream/, "roomSpray"],
  [/glass|tumbler/, "glassware"],
  [/vase|jug|vessel/, "vase"],
  [/frame/, "frame"],
  [/mug|cup/, "mug"],
  [/bowl/, "bowl"],
  [/plate|dish|tableware|dinner/, "tableware"],
  [/slipper|shoe/, "slippers"],
  [/sock/, "socks"],
  [/cardigan/, "cardigan"],
  [/jumper|sweater|knit|hood/, "jumper"],
  [/gown|robe|kimono/, "robe"],
  [/nightdress|nightie|chemise/, "nightdress"],
  [/dress|skirt/, "dress"],
  [/pyjama|pajama|lounge/, "pyjamas"],
  [/shirt|blouse|top|tee/, "shirt"],
  [/trouser|jogger|legging|pant|short/, "trousers"],
  [/sleepsuit|romper|bodysuit|baby/, "sleepsuit"],
  [/toy|bunny|bear/, "softToy"],
  [/card|voucher/, "giftCard"],
  [/gift|box|hamper|set/, "giftBox"],
];

/** The drawing for a product kind; unknown kinds become a neat folded textile. */
export function productFamily(kind: string): Family {
  const named = KIND_FAMILY[kind] ?? KIND_HINTS.find(([pattern]) => pattern.test(kind))?.[1] ?? "blankets";
  return FAMILIES[named];
}
