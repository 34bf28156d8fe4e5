// Sizes read best in the order a shopper expects them, not alphabetically: letters smallest to
// largest, then numbers, then bed sizes; anything else after those, alphabetically.
const NAMED_ORDER = [
  "XXS",
  "XS",
  "S",
  "M",
  "L",
  "XL",
  "XXL",
  "Small",
  "Medium",
  "Large",
  "Single",
  "Small Double",
  "Double",
  "King",
  "Super King",
  "Emperor",
  "Face Cloth",
  "Hand Towel",
  "Bath Towel",
  "Bath Sheet",
  "One Size",
];
const RANK = new Map(NAMED_ORDER.map((name, i) => [name, i]));

function rank(size: string): [number, number, string] {
  const named = RANK.get(size);
  if (named !== undefined) return [0, named, size];
  const number = Number.parseFloat(size);
  if (!Number.isNaN(number) && /^\d/.test(size)) return [1, number, size];
  return [2, 0, size];
}

export function compareSizes(a: string, b: string): number {
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || sa.localeCompare(sb);
}
