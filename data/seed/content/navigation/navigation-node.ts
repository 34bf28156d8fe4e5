import type { Insertable } from "kysely";
import type { Version } from "../../../../core/site/versions.ts";
import type { NavigationNodeTable } from "../../../schema.ts";

export type NavigationRow = Insertable<NavigationNodeTable>;

// schema.ts types JSON columns as always-present text, but navigation_nodes.banner is nullable in
// the migration: most nodes have no banner, and SQL NULL says so the same way on both dialects.
const NO_BANNER = null as unknown as string;

interface NodeInput {
  id: string;
  menu: "main" | "footer" | "legal" | "subheader";
  parentId?: string | null;
  position: number;
  nodeType: "root" | "trunk" | "branch" | "leaf";
  componentType: "CMSNavigationNode" | "CMSLinkComponent" | "FooterComponent";
  label: string;
  /** Site path without the version (the app adds it, spec 000 §2); null for a node that only groups. */
  url?: string | null;
  groupName?: string | null;
  alignRight?: boolean;
  amplienceId?: string | null;
  banner?: unknown;
  /** Null when the node shows on every version. */
  version?: Version | null;
}

export function navigationRow(input: NodeInput): NavigationRow {
  if (input.url && !input.url.startsWith("/"))
    throw new Error(`navigation url must start with /: ${input.url}`);
  return {
    id: input.id,
    menu: input.menu,
    parentId: input.parentId ?? null,
    position: input.position,
    nodeType: input.nodeType,
    componentType: input.componentType,
    label: input.label,
    linkName: input.label,
    url: input.url ?? null,
    groupName: input.groupName ?? null,
    alignRight: input.alignRight ?? false,
    isVisible: true,
    amplienceId: input.amplienceId ?? null,
    banner: input.banner === undefined || input.banner === null ? NO_BANNER : JSON.stringify(input.banner),
    version: input.version ?? null,
  };
}

/** Leaves under one parent, numbered from `from`. */
export function leafRows(
  menu: NodeInput["menu"],
  parentId: string,
  componentType: NodeInput["componentType"],
  links: readonly {
    id: string;
    label: string;
    url: string;
    version?: Version | null;
    groupName?: string | null;
  }[],
  from = 0,
): NavigationRow[] {
  return links.map((link, index) =>
    navigationRow({
      id: link.id,
      menu,
      parentId,
      position: from + index,
      nodeType: "leaf",
      componentType,
      label: link.label,
      url: link.url,
      version: link.version ?? null,
      groupName: link.groupName ?? null,
    }),
  );
}
