import type { Insertable } from "kysely";
import type { Version } from "../../../../core/site/versions.ts";
import type { PageSlotTable, PageTable } from "../../../schema.ts";

/** A "richText" slot: a heading and its paragraphs. */
export interface RichText {
  heading: string;
  paragraphs: string[];
}

/** A "linkList" slot: links are site paths without the version. */
export interface LinkList {
  heading: string;
  links: { label: string; url: string }[];
}

/** A page of template "content": richText sections in slot "main", an optional linkList. */
export interface ContentPage {
  /** Without the version and without slashes at the ends. */
  path: string;
  /** Null when every version shows the same page; a version's own row wins over the shared one. */
  version: Version | null;
  title: string;
  description: string;
  sections: RichText[];
  links?: LinkList;
}

export type PageRow = Insertable<PageTable>;
export type PageSlotRow = Insertable<PageSlotTable>;

/** "help/delivery" in uk → "page-help-delivery-uk"; the home page ("") → "page-home-uk". */
export function pageId(path: string, version: Version | null): string {
  const name = path === "" ? "home" : path.replaceAll("/", "-");
  return version ? `page-${name}-${version}` : `page-${name}`;
}

export function contentPageRows(page: ContentPage): { page: PageRow; slots: PageSlotRow[] } {
  const id = pageId(page.path, page.version);
  const slots: PageSlotRow[] = page.sections.map((section, position) => ({
    pageId: id,
    slot: "main",
    position,
    componentType: "richText",
    data: JSON.stringify(section),
  }));
  if (page.links) {
    slots.push({
      pageId: id,
      slot: "linkList",
      position: 0,
      componentType: "linkList",
      data: JSON.stringify(page.links),
    });
  }
  return {
    page: {
      id,
      path: page.path,
      version: page.version,
      title: page.title,
      description: page.description,
      template: "content",
    },
    slots,
  };
}
