import { enGB, enUS } from "./catalogue.ts";
import type { TextKey } from "./en-GB.ts";

export type { TextKey };

type Texts = Partial<Record<TextKey, string>>;

/**
 * Adds texts to the browser's catalogue. The build calls it at the top of every module that names a text, with
 * the UK and US wording of the texts that module names (decision 065); the server's catalogue is whole.
 */
export function registerText(uk: Texts, us: Texts): void {
  Object.assign(enGB, uk);
  Object.assign(enUS, us);
}

/** Looks a key up for a locale and fills `{name}` placeholders. */
export function translate(
  locale: string,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  const template: string | undefined = (locale === "en-US" ? enUS[key] : undefined) ?? enGB[key];
  if (template === undefined) {
    // Only in the browser, for a key its code did not name (a key built at run time from a prefix the build could
    // not see): journeys fail on this message (tests/e2e/fixtures.ts).
    console.error(`Missing text: ${key}`);
    return key;
  }
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
