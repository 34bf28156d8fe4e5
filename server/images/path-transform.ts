// Moves, scales or mirrors SVG path data. Drawings reuse one outline for a pair (sleeves, socks,
// slippers) by transforming the path itself rather than wrapping it in a <g transform>: a group
// transform would put motif patterns off the pixel grid, which librsvg renders about 50 times
// slower (see paint.ts).

interface PathMapping {
  /** Horizontal scale; negative mirrors. */
  sx?: number;
  /** Vertical scale. */
  sy?: number;
  dx?: number;
  dy?: number;
}

const ARGUMENTS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

export function mapPath(d: string, { sx = 1, sy = 1, dx = 0, dy = 0 }: PathMapping): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  let out = "";
  let command = "";
  let i = 0;
  const num = (value: number) => String(Math.round(value * 100) / 100);
  while (i < tokens.length) {
    const token = tokens[i] ?? "";
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      out += command;
      i++;
      if (command.toUpperCase() === "Z") continue;
    }
    const upper = command.toUpperCase();
    const count = ARGUMENTS[upper] ?? 0;
    if (count === 0) {
      i++;
      continue;
    }
    const relative = command !== upper;
    const args = tokens.slice(i, i + count).map(Number);
    i += count;
    const x = (value: number) => (relative ? value * sx : value * sx + dx);
    const y = (value: number) => (relative ? value * sy : value * sy + dy);
    let mapped: number[];
    switch (upper) {
      case "H":
        mapped = [x(args[0] ?? 0)];
        break;
      case "V":
        mapped = [y(args[0] ?? 0)];
        break;
      case "A": {
        const [rx = 0, ry = 0, rotation = 0, large = 0, sweep = 0, ex = 0, ey = 0] = args;
        // A mirror reverses the direction an arc turns.
        const flip = sx * sy < 0;
        mapped = [
          Math.abs(rx * sx),
          Math.abs(ry * sy),
          flip ? -rotation : rotation,
          large,
          flip ? 1 - sweep : sweep,
          x(ex),
          y(ey),
        ];
        break;
      }
      default:
        mapped = args.map((value, index) => (index % 2 === 0 ? x(value) : y(value)));
    }
    out += `${mapped.map(num).join(" ")} `;
  }
  return out.trim();
}

/** The mirror image about the stage's centre line (x = 500). */
export function mirrorPath(d: string): string {
  return mapPath(d, { sx: -1, dx: 1000 });
}
