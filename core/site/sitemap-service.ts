import { cacheFor } from "../content/cache-for.ts";
import {
  collectSitemapPages,
  SITEMAP_FILE_LIMIT,
  type SitemapFile,
  type SitemapPage,
  splitIntoFiles,
} from "./sitemap-pages.ts";
import type { SitemapRepository } from "./sitemap-repository.ts";
import { VERSIONS, type Version } from "./versions.ts";

/**
 * The sitemap's files and their pages. Reading every product for each crawler request would be wasteful and the
 * answer is the same for everyone, so each instance keeps the list for `cacheMs` (a change shows within it).
 */
export function createSitemapService(
  repository: SitemapRepository,
  options: { fileLimit?: number; cacheMs?: number } = {},
) {
  const limit = options.fileLimit ?? SITEMAP_FILE_LIMIT;
  const files = cacheFor(options.cacheMs ?? 5 * 60_000, async (_key: "all") => {
    const pages = await collectSitemapPages(repository);
    return VERSIONS.flatMap((version) => splitIntoFiles(pages, version, limit));
  });
  return {
    /** Every file of every version, for the index. */
    async files(): Promise<SitemapFile[]> {
      return (await files("all")).map((entry) => entry.file);
    },
    /** The pages of one file, or null when there is no such file. */
    async pagesOf(version: Version, number: number): Promise<SitemapPage[] | null> {
      const found = (await files("all")).find(
        (entry) => entry.file.version === version && entry.file.number === number,
      );
      return found?.pages ?? null;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
