import type { BannerLook } from "../banner-image.ts";

interface EditorialLink {
  label: string;
  url: string;
}

/**
 * How a top-level category is presented in the menu. The catalogue seed is written separately,
 * so a theme is chosen by matching the category's name rather than by a fixed code.
 */
export interface NavigationTheme {
  key: string;
  matches: RegExp;
  /** spec 000 §3 groupName: trunks in the same group sit together in the menu. */
  groupName: string | null;
  banner: { headline: string; content: string; link: EditorialLink | "category" } | null;
  look: BannerLook;
  /** The editorial links of the "Inspiration" column. */
  inspiration: EditorialLink[];
  /** The magazine category the under-navigation links to. */
  magazineSlug: string;
}

// Order matters: the first theme whose pattern matches a category's name wins
// ("Home Fragrance" is fragrance, not home; "Sale" wins over everything).
const NAVIGATION_THEMES: readonly NavigationTheme[] = [
  {
    key: "sale",
    matches: /\b(sale|offers?|clearance)\b/i,
    groupName: "Offers",
    banner: null,
    look: { background: "#f3efe9", colour: "#f7f4ef", accent: "#a3202e", motif: "spot" },
    inspiration: [
      { label: "Gift ideas", url: "/magazine/gifting" },
      { label: "Delivery information", url: "/help/delivery" },
    ],
    magazineSlug: "gifting",
  },
  {
    key: "new",
    matches: /\bnew\b/i,
    groupName: null,
    banner: {
      headline: "Just Arrived",
      content:
        "The season's newest linens, knits and fragrances, chosen to sit beautifully with what you already love.",
      link: "category",
    },
    look: { background: "#f4f1ec", colour: "#efe9df", accent: "#b8a48c", motif: "linen" },
    inspiration: [
      { label: "The Magazine", url: "/magazine" },
      { label: "Inside the design studio", url: "/magazine/stories/inside-the-design-studio" },
      { label: "How we design", url: "/our-world/design/how-we-design" },
    ],
    magazineSlug: "home",
  },
  {
    key: "gifts",
    matches: /\bgift/i,
    groupName: "Gifts",
    banner: {
      headline: "Thoughtful Gifting",
      content: "Beautifully wrapped, delivered when you choose, and always something they will use.",
      link: { label: "Discover gift ideas", url: "/magazine/gifting" },
    },
    look: { background: "#f5f2ee", colour: "#ffffff", accent: "#c7a86b", motif: "stripe" },
    inspiration: [
      { label: "Gifts for the host", url: "/magazine/gifting/gifts-for-the-host" },
      { label: "The art of wrapping", url: "/magazine/gifting/the-art-of-wrapping" },
      { label: "E-gift cards", url: "/E-Gift-Card/p/ECARD" },
    ],
    magazineSlug: "gifting",
  },
  {
    key: "fragrance",
    matches: /fragrance|candle|scent/i,
    groupName: "Home",
    banner: {
      headline: "The Scent of Home",
      content: "Candles and diffusers blended to make every room feel like yours.",
      link: { label: "A guide to scenting your home", url: "/magazine/home/a-guide-to-scenting-your-home" },
    },
    look: { background: "#f7f5f2", colour: "#e8e2d6", accent: "#8c9a8a", motif: "plain" },
    inspiration: [
      { label: "A guide to scenting your home", url: "/magazine/home/a-guide-to-scenting-your-home" },
      { label: "The making of a candle", url: "/magazine/stories/the-making-of-a-candle" },
      { label: "Scent and memory", url: "/magazine/wellbeing/scent-and-memory" },
    ],
    magazineSlug: "home",
  },
  {
    key: "bath",
    matches: /\bbath/i,
    groupName: "Home",
    banner: {
      headline: "Bathe in Softness",
      content: "Heavyweight cotton towels and robes that stay soft wash after wash.",
      link: {
        label: "The ritual of the evening bath",
        url: "/magazine/wellbeing/the-ritual-of-the-evening-bath",
      },
    },
    look: { background: "#eef1f1", colour: "#f5f5f2", accent: "#8fa39a", motif: "waffle" },
    inspiration: [
      { label: "The ritual of the evening bath", url: "/magazine/wellbeing/the-ritual-of-the-evening-bath" },
      { label: "A home spa weekend", url: "/magazine/wellbeing/a-home-spa-weekend" },
      { label: "Caring for natural materials", url: "/our-world/design/caring-for-natural-materials" },
    ],
    magazineSlug: "wellbeing",
  },
  {
    key: "bedroom",
    matches: /\bbed|sleep/i,
    groupName: "Home",
    banner: {
      headline: "The Sleep Edit",
      content: "Crisp percale and smooth sateen, duvets for every season and everything for a better night.",
      link: { label: "Choosing the right duvet tog", url: "/magazine/bedroom/choosing-the-right-duvet-tog" },
    },
    look: { background: "#eef0f2", colour: "#fbfaf7", accent: "#9fb1bf", motif: "stripe" },
    inspiration: [
      { label: "How to make the perfect bed", url: "/magazine/bedroom/how-to-make-the-perfect-bed" },
      { label: "Percale or sateen?", url: "/magazine/bedroom/percale-or-sateen" },
      { label: "Our organic cotton", url: "/our-world/sustainability/organic-cotton" },
    ],
    magazineSlug: "bedroom",
  },
  {
    key: "baby",
    matches: /baby|child|kid|little/i,
    groupName: "Clothing",
    banner: {
      headline: "Little Ones",
      content: "Soft organic cotton for babies and children, gentle on skin and made to be passed on.",
      link: { label: "New baby gifts", url: "/magazine/gifting/new-baby-gifts" },
    },
    look: { background: "#f6f4f0", colour: "#f1ece4", accent: "#c8beb2", motif: "spot" },
    inspiration: [
      { label: "New baby gifts", url: "/magazine/gifting/new-baby-gifts" },
      { label: "Our organic cotton journey", url: "/magazine/stories/our-organic-cotton-journey" },
    ],
    magazineSlug: "gifting",
  },
  {
    key: "clothing",
    matches: /cloth|women|\bmen|fashion|nightwear|knit|wear/i,
    groupName: "Clothing",
    banner: {
      headline: "The Cashmere Edit",
      content: "Soft, warm and made to last: knitwear to wear every day of the season.",
      link: { label: "Read the cashmere edit", url: "/magazine/style/the-cashmere-edit" },
    },
    look: { background: "#f3f0eb", colour: "#d9d2c7", accent: "#7d7a74", motif: "knit" },
    inspiration: [
      { label: "The cashmere edit", url: "/magazine/style/the-cashmere-edit" },
      { label: "How to care for cashmere", url: "/magazine/style/how-to-care-for-cashmere" },
      { label: "A capsule wardrobe for autumn", url: "/magazine/style/a-capsule-wardrobe-for-autumn" },
    ],
    magazineSlug: "style",
  },
  {
    key: "home",
    matches: /home|living|dining|kitchen|furniture|interior|decor/i,
    groupName: "Home",
    banner: {
      headline: "Calm Living",
      content: "Layered whites and natural textures for rooms that feel restful.",
      link: { label: "The art of layering neutrals", url: "/magazine/home/the-art-of-layering-neutrals" },
    },
    look: { background: "#ece7df", colour: "#e6dfd3", accent: "#c9b8a6", motif: "herringbone" },
    inspiration: [
      { label: "The art of layering neutrals", url: "/magazine/home/the-art-of-layering-neutrals" },
      { label: "The art of white", url: "/our-world/design/the-art-of-white" },
      { label: "Winter evenings at home", url: "/magazine/home/winter-evenings-at-home" },
    ],
    magazineSlug: "home",
  },
];

const DEFAULT_THEME: NavigationTheme = {
  key: "default",
  matches: /.*/,
  groupName: null,
  banner: {
    headline: "Considered Design",
    content: "Timeless pieces in our signature whites, made to be lived with.",
    link: { label: "Discover Our World", url: "/our-world" },
  },
  look: { background: "#f7f6f3", colour: "#f4f1ec", accent: "#a89884", motif: "linen" },
  inspiration: [
    { label: "The Magazine", url: "/magazine" },
    { label: "Our World", url: "/our-world" },
  ],
  magazineSlug: "home",
};

export function themeFor(categoryName: string): NavigationTheme {
  return NAVIGATION_THEMES.find((theme) => theme.matches.test(categoryName)) ?? DEFAULT_THEME;
}
