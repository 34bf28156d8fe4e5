import type { NavigationRow } from "./content-repository.ts";
import type { BannerComponent, NavigationNode } from "./content-types.ts";

export interface ImageInfo {
  url: string;
  altText: string;
  width: number;
  height: number;
}

/** Turns flat navigation rows into the nested node shape of spec 000 §3, hiding invisible nodes. */
export function buildNavigationTree(
  rows: readonly NavigationRow[],
  images: ReadonlyMap<string, ImageInfo>,
): NavigationNode[] {
  const byParent = new Map<string | null, NavigationRow[]>();
  for (const row of rows) {
    if (!row.isVisible) continue;
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (row: NavigationRow): NavigationNode => ({
    id: row.id,
    amplienceId: row.amplienceId,
    label: row.label,
    link: { linkName: row.linkName, url: row.url, category: categoryFromUrl(row.url) },
    groupName: row.groupName,
    alignRight: row.alignRight,
    isVisible: row.isVisible,
    isRoot: row.nodeType === "root",
    isTrunk: row.nodeType === "trunk",
    isBranch: row.nodeType === "branch",
    isLeaf: row.nodeType === "leaf",
    type: row.componentType,
    twcBannerComponents: row.banner ? [toBanner(row.banner, images)] : [],
    navigationNode: { children: (byParent.get(row.id) ?? []).sort(byPosition).map(build) },
  });
  return (byParent.get(null) ?? []).sort(byPosition).map(build);
}

function byPosition(a: NavigationRow, b: NavigationRow): number {
  return a.position - b.position;
}

/** The category code a listing url ends with (`…/c/{code}`), for analytics and highlighting. */
function categoryFromUrl(url: string | null): string | null {
  const match = url?.match(/\/c\/([^/?#]+)/);
  return match?.[1] ?? null;
}

function toBanner(banner: Record<string, unknown>, images: ReadonlyMap<string, ImageInfo>): BannerComponent {
  const link = (banner.link ?? {}) as { linkName?: string; url?: string };
  const image = (banner.image ?? {}) as { imageId?: string; altText?: string };
  const info = image.imageId ? images.get(image.imageId) : undefined;
  return {
    headline: String(banner.headline ?? ""),
    content: String(banner.content ?? ""),
    link: { linkName: link.linkName ?? "", url: link.url ?? "/" },
    image: {
      url: info?.url ?? "",
      altText: image.altText ?? info?.altText ?? "",
      width: info?.width ?? 0,
      height: info?.height ?? 0,
    },
    amplienceId: typeof banner.amplienceId === "string" ? banner.amplienceId : null,
  };
}
