import type { Insertable } from "kysely";
import type { ImageTable } from "../../../schema.ts";
import { MAGAZINE_CATEGORIES } from "../../magazine/magazine-categories.ts";
import type { Random } from "../../random.ts";
import { amplienceId } from "../amplience-id.ts";
import { bannerImageRow } from "../banner-image.ts";
import { kebab } from "../kebab.ts";
import { type CategoryNode, categoryUrl, childrenOf, grandchildrenOf, topLevel } from "../read-categories.ts";
import { type NavigationTheme, themeFor } from "./category-themes.ts";
import { leafRows, type NavigationRow, navigationRow } from "./navigation-node.ts";

const MAIN_ROOT_ID = "nav-main-root";

/** spec 000 §3: under-navigation links are told apart from column links by this group name. */
const UNDER_NAVIGATION_GROUP = "underNavigation";

// A column longer than this is split, so a mega-menu column never runs off a laptop screen.
const LINKS_PER_COLUMN = 8;
const POPULAR_LINKS = 6;

interface Column {
  title: string;
  links: { label: string; url: string }[];
}

function columnsFor(
  trunk: CategoryNode,
  categories: readonly CategoryNode[],
  theme: NavigationTheme,
  random: Random,
): Column[] {
  const children = childrenOf(categories, trunk.code);
  const shopAll = { label: `Shop all ${trunk.name}`, url: categoryUrl(trunk) };
  const links = children.map((child) => ({ label: child.name, url: categoryUrl(child) }));
  const columns: Column[] = [
    { title: "Shop by category", links: [shopAll, ...links.slice(0, LINKS_PER_COLUMN)] },
  ];
  if (links.length > LINKS_PER_COLUMN) {
    columns.push({ title: `More ${trunk.name}`, links: links.slice(LINKS_PER_COLUMN, LINKS_PER_COLUMN * 2) });
  }
  const deeper = grandchildrenOf(categories, trunk.code);
  if (deeper.length > 0) {
    const popular = random
      .sample(deeper, POPULAR_LINKS)
      .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
    columns.push({
      title: "Collections",
      links: popular.map((category) => ({ label: category.name, url: categoryUrl(category) })),
    });
  }
  columns.push({ title: "Inspiration", links: theme.inspiration });
  return columns.slice(0, 4);
}

/** The trunk that sits on the right (spec 000 §2: a group flagged alignRight): Sale, else Gifts, else the last. */
function rightAlignedTrunk(trunks: readonly CategoryNode[]): CategoryNode | undefined {
  return (
    trunks.find((trunk) => themeFor(trunk.name).key === "sale") ??
    trunks.find((trunk) => themeFor(trunk.name).key === "gifts") ??
    trunks.at(-1)
  );
}

function magazineName(slug: string): string {
  return MAGAZINE_CATEGORIES.find((category) => category.slug === slug)?.name ?? "The Magazine";
}

/**
 * The main menu: a root, one trunk per visible top-level category (in position order), each with
 * 2–4 columns of links, under-navigation links and usually a promotional banner with its image.
 */
export function mainNavigation(
  categories: readonly CategoryNode[],
  random: Random,
): { nodes: NavigationRow[]; images: Insertable<ImageTable>[] } {
  const trunks = topLevel(categories).sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
  const right = rightAlignedTrunk(trunks);
  const nodes: NavigationRow[] = [
    navigationRow({
      id: MAIN_ROOT_ID,
      menu: "main",
      position: 0,
      nodeType: "root",
      componentType: "CMSNavigationNode",
      label: "Main navigation",
      amplienceId: amplienceId(random),
    }),
  ];
  const images: Insertable<ImageTable>[] = [];

  trunks.forEach((trunk, trunkIndex) => {
    const own = random.fork(trunk.code);
    const theme = themeFor(trunk.name);
    const trunkId = `nav-main-${kebab(trunk.code)}`;
    const isRight = trunk === right;
    let banner: unknown = null;
    if (theme.banner) {
      const imageId = `banner-nav-${kebab(trunk.code)}`;
      const altText = `${theme.banner.headline}: ${trunk.name.toLowerCase()} styled in soft daylight`;
      const link =
        theme.banner.link === "category"
          ? { label: `Shop ${trunk.name}`, url: categoryUrl(trunk) }
          : theme.banner.link;
      banner = {
        headline: theme.banner.headline,
        content: theme.banner.content,
        link: { linkName: link.label, url: link.url },
        image: { imageId, altText },
        amplienceId: amplienceId(own),
      };
      images.push(bannerImageRow(imageId, trunkId, altText, theme.look));
    }
    nodes.push(
      navigationRow({
        id: trunkId,
        menu: "main",
        parentId: MAIN_ROOT_ID,
        position: trunkIndex,
        nodeType: "trunk",
        componentType: "CMSNavigationNode",
        label: trunk.name,
        url: categoryUrl(trunk),
        groupName: isRight ? (theme.groupName ?? trunk.name) : theme.groupName,
        alignRight: isRight,
        amplienceId: amplienceId(own),
        banner,
      }),
    );

    const columns = columnsFor(trunk, categories, theme, own);
    columns.forEach((column, columnIndex) => {
      const columnId = `${trunkId}-col-${columnIndex + 1}`;
      nodes.push(
        navigationRow({
          id: columnId,
          menu: "main",
          parentId: trunkId,
          position: columnIndex,
          nodeType: "branch",
          componentType: "CMSNavigationNode",
          label: column.title,
        }),
      );
      nodes.push(
        ...leafRows(
          "main",
          columnId,
          "CMSLinkComponent",
          column.links.map((link, linkIndex) => ({ id: `${columnId}-${linkIndex + 1}`, ...link })),
        ),
      );
    });

    const underNavigation = [
      { label: `Shop all ${trunk.name}`, url: categoryUrl(trunk) },
      {
        label: `In the Magazine: ${magazineName(theme.magazineSlug)}`,
        url: `/magazine/${theme.magazineSlug}`,
      },
      { label: "Delivery & returns", url: "/help/delivery" },
    ];
    nodes.push(
      ...leafRows(
        "main",
        trunkId,
        "CMSLinkComponent",
        underNavigation.map((link, index) => ({
          id: `${trunkId}-under-${index + 1}`,
          ...link,
          groupName: UNDER_NAVIGATION_GROUP,
        })),
        columns.length,
      ),
    );
  });
  return { nodes, images };
}
