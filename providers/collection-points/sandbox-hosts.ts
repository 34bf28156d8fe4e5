import type { OpeningHours } from "../../core/collection-points/collection-points.ts";

// The kinds of shop that host the SANDBOX Collect+ points, with the week each keeps. Modelled on the real
// network: convenience chains open every day, independent newsagents closed on Sunday, garages open all night.

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A week from the hours of Monday to Friday, Saturday and Sunday (null: closed). */
function week(weekdays: string, saturday: string | null, sunday: string | null): readonly OpeningHours[] {
  return DAYS.map((day) => ({
    day,
    hours: day === "Saturday" ? saturday : day === "Sunday" ? sunday : weekdays,
  }));
}

const everyDay = (hours: string) => week(hours, hours, hours);

/** Open all day and night, as a garage forecourt shop is. */
export const ALL_DAY = "00:00–24:00";

export interface SandboxHost {
  /** The brand, or the kind of shop for independents (named per point). */
  brand: string;
  kind: "chain" | "newsagent" | "garage";
  openingHours: readonly OpeningHours[];
}

export const SANDBOX_HOSTS: readonly SandboxHost[] = [
  { brand: "Co-op Food", kind: "chain", openingHours: everyDay("07:00–22:00") },
  { brand: "One Stop", kind: "chain", openingHours: everyDay("06:00–23:00") },
  { brand: "Spar", kind: "chain", openingHours: week("07:00–23:00", "07:00–23:00", "08:00–22:00") },
  { brand: "Newsagent", kind: "newsagent", openingHours: week("06:00–18:30", "06:30–17:00", null) },
  { brand: "Londis", kind: "chain", openingHours: week("06:30–22:00", "06:30–22:00", "07:30–21:00") },
  { brand: "McColl's", kind: "chain", openingHours: week("06:00–21:00", "06:00–21:00", "07:00–20:00") },
  { brand: "Esso", kind: "garage", openingHours: everyDay(ALL_DAY) },
  { brand: "Morrisons Daily", kind: "chain", openingHours: everyDay("06:00–22:00") },
  { brand: "Budgens", kind: "chain", openingHours: week("07:00–22:00", "07:00–22:00", "10:00–16:00") },
  { brand: "Nisa Local", kind: "chain", openingHours: week("07:00–22:00", "07:00–22:00", "08:00–22:00") },
  { brand: "BP", kind: "garage", openingHours: everyDay(ALL_DAY) },
  { brand: "Premier", kind: "chain", openingHours: week("07:00–21:00", "07:00–21:00", "08:00–20:00") },
  { brand: "Costcutter", kind: "chain", openingHours: everyDay("07:00–23:00") },
  { brand: "Newsagent", kind: "newsagent", openingHours: week("05:30–17:30", "06:00–13:00", null) },
];

/** Independent newsagents' names; the street's name goes before the word. */
export const NEWSAGENT_NAMES = ["News", "Newsagents", "News & Post", "Convenience Store"] as const;

/** Street names found in every British town, for towns without their own list. */
export const COMMON_STREETS = [
  "High Street",
  "Station Road",
  "Church Road",
  "Victoria Road",
  "London Road",
  "Park Road",
  "Queen Street",
  "King Street",
  "Mill Lane",
  "The Parade",
  "North Road",
  "Manor Road",
  "Albert Road",
  "Green Lane",
  "Grove Road",
  "Springfield Road",
  "West Street",
  "New Road",
  "Chapel Street",
  "Broadway",
  "Market Street",
  "Bridge Street",
  "York Road",
  "Stanley Road",
  "Alexandra Road",
  "Windsor Road",
  "George Street",
  "Castle Street",
] as const;
