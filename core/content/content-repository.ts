import type { Version } from "../site/versions.ts";

// The port data/ implements. Rows come back already normalised (booleans, parsed JSON).

export interface NavigationRow {
  id: string;
  menu: string;
  parentId: string | null;
  position: number;
  nodeType: string;
  componentType: string;
  label: string;
  linkName: string;
  url: string | null;
  groupName: string | null;
  alignRight: boolean;
  isVisible: boolean;
  amplienceId: string | null;
  banner: Record<string, unknown> | null;
}

export interface ComponentRow {
  id: string;
  slot: string;
  position: number;
  componentType: string;
  data: Record<string, unknown>;
}

interface PageRow {
  id: string;
  path: string;
  title: string;
  description: string;
  template: string;
}

interface ImageRow {
  id: string;
  alt: string;
  width: number;
  height: number;
}

export interface ContentRepository {
  /** Nodes of a menu for a version (rows with no version apply to all), ordered by position. */
  navigation(menu: string, version: Version): Promise<NavigationRow[]>;
  components(slots: readonly string[], version: Version): Promise<ComponentRow[]>;
  /** The version's own page at a path, else the shared one. */
  page(path: string, version: Version): Promise<PageRow | null>;
  pageSlots(pageId: string): Promise<ComponentRow[]>;
  images(ids: readonly string[]): Promise<ImageRow[]>;
}
