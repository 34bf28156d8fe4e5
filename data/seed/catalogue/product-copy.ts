import type { Random } from "../random.ts";
import type { Colour } from "./colours.ts";
import { MATERIALS, type Material } from "./materials.ts";
import type { DeliveryClass, ProductKind, ProductStyle } from "./product-kinds.ts";
import type { ProductLine } from "./product-lines.ts";

interface CopyContext {
  name: string;
  kind: ProductKind;
  line: ProductLine;
  style: ProductStyle;
  colours: readonly Colour[];
  internationalDelivery: boolean;
  restrictedCountries: readonly string[];
}

interface ProductCopy {
  description: string;
  sizeAndCare: string;
  sustainableStyle: string;
  deliveryInfo: string;
  keywords: string;
}

const SOURCING_SENTENCES = [
  "We work with a small number of makers we know well and visit regularly, and every one signs our ethical code of conduct.",
  "Made to be used and loved for years, because the most sustainable thing you can own is something you keep.",
  "It is sent in recyclable packaging, and we have removed single-use plastic from our deliveries.",
  "We are members of the Ethical Trading Initiative and publish a list of the factories that make our products.",
] as const;

const DELIVERY_INFO: Record<DeliveryClass, readonly string[]> = {
  standard: [
    "Standard delivery usually arrives within 3–5 working days, and next-day delivery is available when you order before 8pm. Free returns within 28 days.",
    "Order before 8pm for next-day delivery, or choose standard delivery in 3–5 working days. You can return it within 28 days of delivery.",
  ],
  large: [
    "Because of its size this item is sent by our specialist courier within 5–7 working days and cannot be sent by next-day delivery. Returns are accepted within 28 days; we will arrange a collection.",
  ],
  fragrance: [
    "Standard delivery usually arrives within 3–5 working days, and next-day delivery is available when you order before 8pm. Fragrance oils cannot be sent to every destination; we will let you know at checkout. Free returns within 28 days if unopened.",
  ],
  furniture: [
    "Delivered by our two-person team, who will carry it to the room of your choice, unpack it and take the packaging away; we will call you to arrange a day. It comes on a delivery of its own, separate from the rest of your order. Returns are accepted within 28 days; we will arrange a collection.",
  ],
  furnitureBackOrder: [
    "This piece is on back order: we will call you to arrange a day as soon as it arrives from our workshop. Our two-person team will carry it to the room of your choice, on a delivery of its own, separate from the rest of your order. Returns are accepted within 28 days; we will arrange a collection.",
  ],
  madeToOrder6: [madeToOrderDelivery(6)],
  madeToOrder9: [madeToOrderDelivery(9)],
  madeToOrder11: [madeToOrderDelivery(11)],
};

/** help-delivery page: "Made-to-order pieces take 6, 9 or 11 weeks; the time is shown on each product page." */
function madeToOrderDelivery(weeks: number): string {
  return `Made to order for you in our upholstery workshop and delivered in about ${weeks} weeks by our two-person team, who will call you to arrange a day and carry it to the room of your choice. It comes on a delivery of its own, separate from the rest of your order. As it is made for you, it can be returned only if faulty.`;
}

const COUNTRY_NAMES: Record<string, string> = { US: "the United States", AU: "Australia", CA: "Canada" };

/** "the United States and Australia" from ["US", "AU"]. */
export function countryNames(codes: readonly string[]): string {
  return listOf(codes.map((code) => COUNTRY_NAMES[code] ?? code));
}

function materialFor(kind: ProductKind, line: ProductLine, style: ProductStyle): Material {
  return MATERIALS[style.material ?? kind.material ?? line.material];
}

/** Fills {name}, {line}, {noun} and {colour} in a copy template. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export function buildProductCopy(context: CopyContext, random: Random): ProductCopy {
  const { kind, line, style, colours } = context;
  const firstColour = colours[0]?.name.toLowerCase() ?? "white";
  const values = {
    name: context.name,
    line: line.name,
    noun: (style.noun ?? kind.noun).toLowerCase(),
    colour: firstColour,
  };
  const sentences = [
    fillTemplate(random.pick(kind.openers), values),
    line.story,
    fillTemplate(random.pick(kind.details), values),
  ];
  if (colours.length > 1)
    sentences.push(`Choose from ${listOf(colours.map((colour) => colour.name.toLowerCase()))}.`);
  else if (random.chance(0.5)) sentences.push(`Shown here in ${firstColour}.`);
  const material = materialFor(kind, line, style);
  return {
    description: sentences.slice(0, 4).join(" "),
    sizeAndCare: sizeAndCare(kind, material),
    sustainableStyle: `${material.sustainable} ${random.pick(SOURCING_SENTENCES)}`,
    deliveryInfo: deliveryInfo(context, random),
    keywords: keywords(context, material),
  };
}

function sizeAndCare(kind: ProductKind, material: Material): string {
  const parts = [`Composition: ${material.composition}.`];
  if (kind.groups?.some((group) => group.dimensions)) {
    parts.push(
      `Options: ${kind.groups.map((group) => `${group.name}, ${group.dimensions ?? ""}`).join("; ")}.`,
    );
  }
  const measured = kind.sizes.filter((size) => size.dimensions);
  if (measured.length > 0)
    parts.push(`Sizes: ${measured.map((size) => `${size.label} ${size.dimensions}`).join("; ")}.`);
  if (kind.sizeNote) parts.push(kind.sizeNote);
  parts.push(`Care: ${kind.care}`);
  return parts.join("\n");
}

function deliveryInfo(context: CopyContext, random: Random): string {
  const base = random.pick(DELIVERY_INFO[context.kind.delivery]);
  const notes: string[] = [];
  if (!context.internationalDelivery) notes.push("This item is available for UK delivery only.");
  if (context.restrictedCountries.length > 0) {
    notes.push(`We are unable to send it to ${countryNames(context.restrictedCountries)}.`);
  }
  return [base, ...notes].join(" ");
}

function keywords(context: CopyContext, material: Material): string {
  const words = [
    context.kind.keywords,
    context.line.name,
    context.style.label,
    context.style.noun ?? "",
    material.keywords,
    ...context.colours.map((colour) => colour.name),
  ]
    .join(" ")
    .toLowerCase()
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return [...new Set(words)].join(" ");
}
