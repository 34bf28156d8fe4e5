import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// STYLE.md 11: every colour, type size and breakpoint comes from tokens.css, and each stylesheet travels
// with the component that imports it.
const appDir = join(import.meta.dirname, "..");
const tokensFile = join(import.meta.dirname, "tokens.css");

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

/** The stylesheet without its comments, so a note may quote a colour or width. */
function cssOf(file: string): string {
  return readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
}

const stylesheets = filesUnder(appDir, ".css");
const componentSheets = stylesheets.filter((file) => file !== tokensFile);
const breakpoints = [...cssOf(tokensFile).matchAll(/--breakpoint-[a-z]+:\s*(\d+)px/g)].map((m) =>
  Number(m[1]),
);

describe("design tokens", () => {
  it("lists the breakpoints of spec 000 §9", () => {
    expect(breakpoints).toEqual([480, 768, 1024, 1280, 1680, 1920]);
  });

  it("keeps raw colours in tokens.css only", () => {
    const rawColour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*(?:white|black)\b/gi;
    const offenders = componentSheets.flatMap((file) =>
      [...cssOf(file).matchAll(rawColour)].map((m) => `${relative(appDir, file)}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it("takes every font size in px from the type scale", () => {
    const offenders = componentSheets.flatMap((file) =>
      [...cssOf(file).matchAll(/font-size:\s*[^;]*\d+px[^;]*;/g)].map(
        (m) => `${relative(appDir, file)}: ${m[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("uses only the token breakpoints in media queries (a max-width one is the breakpoint less 1 px)", () => {
    const allowed = new Set([
      ...breakpoints.map((px) => `min-width: ${px}px`),
      ...breakpoints.map((px) => `max-width: ${px - 1}px`),
    ]);
    const offenders = stylesheets.flatMap((file) =>
      [...cssOf(file).matchAll(/@media[^{]*/g)].flatMap((media) =>
        [...media[0].matchAll(/\((?:min|max)-width:\s*[^)]+\)|\(\s*width\s*[<>]/g)]
          .map((feature) => feature[0].slice(1, -1).trim())
          .filter((feature) => !allowed.has(feature))
          .map((feature) => `${relative(appDir, file)}: ${feature}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe("co-located styles", () => {
  const sources = filesUnder(appDir, ".tsx").map((file) => ({ file, text: readFileSync(file, "utf8") }));

  it("imports every component stylesheet from a module beside it or one that uses its classes", () => {
    const shared = new Set([tokensFile, join(import.meta.dirname, "base.css")]);
    const orphans = stylesheets
      .filter((sheet) => !shared.has(sheet))
      .filter((sheet) => {
        const name = sheet.split("/").at(-1);
        return !sources.some(({ text }) => text.includes(`/${name}";`));
      })
      .map((sheet) => relative(appDir, sheet));
    expect(orphans).toEqual([]);
  });
});
