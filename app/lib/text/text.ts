import { enGB, type TextKey } from "./en-GB.ts";
import { enUS } from "./en-US.ts";

export type { TextKey };

/** Looks a key up for a locale and fills `{name}` placeholders. */
export function translate(
  locale: string,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  const template = (locale === "en-US" ? enUS[key] : undefined) ?? enGB[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
