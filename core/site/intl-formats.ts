// Intl formatters are costly to build (each loads locale data: a region-name or date formatter took
// 5–18 ms of a phone's main thread during hydration, a currency formatter 15 ms of a checkout's) and cheap to
// reuse, so each locale and option set builds one, once per process or page, and only when a value is written
// that the server's render has not written already (a `LabelBook`, decision 067).

/** What a number or date formatter is asked for here: `format`, and the rest from the formatter itself. */
export type NumberFormat = Pick<Intl.NumberFormat, "format" | "formatToParts" | "resolvedOptions">;
export type DateTimeFormat = Pick<Intl.DateTimeFormat, "format" | "formatToParts" | "resolvedOptions">;

/** Labels written with a formatter, by the formatter's key and then by the value written (a number, a Date's time). */
export type WrittenLabels = Record<string, Record<string, string>>;

/**
 * Where formatted labels are kept. The server's render notes each one it writes, and the page carries them
 * (app/lib/written-labels.server.ts); the browser finds them there, so hydrating a page writes its prices and days
 * again without building a formatter.
 */
export interface LabelBook {
  find(formatKey: string, value: string): string | undefined;
  note(formatKey: string, value: string, label: string): void;
}

let book: LabelBook | null = null;

/** Keeps labels in this book from now on (null: none). */
export function keepLabelsIn(next: LabelBook | null): void {
  book = next;
}

const formats = new Map<string, NumberFormat | DateTimeFormat>();

/** A formatter built on its first use, whose `format` reads a label the book has before building it. */
function labelled<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T) {
  let built: T | null = null;
  const real = () => {
    built ??= build();
    return built;
  };
  return {
    format(value?: number | bigint | Date | string) {
      const written =
        value instanceof Date ? String(value.getTime()) : value === undefined ? null : String(value);
      const found = written === null ? undefined : book?.find(key, written);
      if (found !== undefined) return found;
      const label = (real().format as (value?: unknown) => string)(value);
      if (written !== null) book?.note(key, written, label);
      return label;
    },
    formatToParts: (value?: number | bigint | Date) =>
      (real().formatToParts as (value?: unknown) => Intl.NumberFormatPart[] & Intl.DateTimeFormatPart[])(
        value,
      ),
    resolvedOptions: () => real().resolvedOptions(),
  };
}

function cached<T extends NumberFormat | DateTimeFormat>(key: string, build: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => labelled(key, () => new Intl.NumberFormat(locale, options)) as NumberFormat);
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => labelled(key, () => new Intl.DateTimeFormat(locale, options)) as DateTimeFormat);
}
