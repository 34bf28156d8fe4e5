import { DomainError } from "../errors/domain-error.ts";
import type { Version } from "../site/versions.ts";
import { z } from "../validation/zod.ts";
import type { ComponentRow, ContentRepository } from "./content-repository.ts";
import { imageUrl } from "./image-url.ts";

// The content platform's delivery calls (spec 002 §7 "Content platform": GET by id or key with depth=all and
// format inlined; image metadata as JSON with metadata=true; content by slot id), answered from our own content
// store rather than a hosted headless CMS, and only for a version whose `headlessCms` toggle is on (spec 002 §6).
// Content comes as it is stored: placeholders such as `{price:…}` are the pages' to fill.

/** `depth`: `root` leaves linked items (images) as links; `all` resolves them. `format`: where resolved items go. */
export const contentDeliveryQuery = z.object({
  depth: z.enum(["root", "all"]).default("root"),
  format: z.enum(["inlined", "linkedData"]).default("inlined"),
});
export type ContentDeliveryQuery = z.infer<typeof contentDeliveryQuery>;

/** `metadata=true` adds what the image shows and its shape to its size and format. */
export const imageMetadataQuery = z.object({
  metadata: z.enum(["true", "false"]).default("false"),
});

/** What the content store adds to ContentRepository for the platform's calls: items by their own ids. */
export interface ContentPlatformRepository {
  /** A component by id, if it is shared or the version's own. */
  componentById(id: string, version: Version): Promise<ComponentRow | null>;
  /** A page by id, if it is shared or the version's own. */
  pageById(
    id: string,
    version: Version,
  ): Promise<{ id: string; path: string; title: string; description: string; template: string } | null>;
}

type Json = Record<string, unknown>;

interface LinkedImage {
  _meta: { schema: "image"; deliveryId: string };
  url: string;
  altText: string;
  width: number;
  height: number;
}

const imageLink = (id: string) => ({ _meta: { schema: "image-link", deliveryId: id } });

/** Every image id a stored item refers to (`imageId` at any depth). */
function imageIdsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imageIdsIn(item, into);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (key === "imageId" && typeof item === "string") into.add(item);
      else imageIdsIn(item, into);
    }
  return into;
}

/** The item with each `imageId` replaced by an `image`: the resolved image when given, else a link to it. */
function withImages(value: unknown, resolved: ReadonlyMap<string, LinkedImage> | null): unknown {
  if (Array.isArray(value)) return value.map((item) => withImages(item, resolved));
  if (!value || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "imageId" && typeof item === "string") out.image = resolved?.get(item) ?? imageLink(item);
    else out[key] = withImages(item, resolved);
  }
  return out;
}

const componentItem = (row: Pick<ComponentRow, "id" | "componentType" | "data">): Json => ({
  _meta: { schema: row.componentType, deliveryId: row.id },
  ...row.data,
});

export function createContentPlatform(deps: {
  content: ContentRepository;
  platform: ContentPlatformRepository;
  /** The version's `headlessCms` toggle. */
  enabled: (version: Version) => boolean;
}) {
  const ensureEnabled = (version: Version) => {
    if (!deps.enabled(version))
      throw new DomainError("notFound", "The content platform is not in use on this site version.");
  };

  async function linkedImages(ids: Set<string>): Promise<Map<string, LinkedImage>> {
    const rows = await deps.content.images([...ids]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          _meta: { schema: "image", deliveryId: row.id },
          url: imageUrl(row.id, 1200),
          altText: row.alt,
          width: row.width,
          height: row.height,
        },
      ]),
    );
  }

  /** Shapes an item for the query: links only, images inlined, or images listed beside it (linkedData). */
  async function deliver(item: Json, query: ContentDeliveryQuery) {
    if (query.depth === "root") return { content: withImages(item, null) };
    const images = await linkedImages(imageIdsIn(item));
    if (query.format === "inlined") return { content: withImages(item, images) };
    return { content: withImages(item, null), linkedContent: [...images.values()] };
  }

  async function pageItem(page: NonNullable<Awaited<ReturnType<ContentPlatformRepository["pageById"]>>>) {
    const slots: Record<string, Json[]> = {};
    for (const row of await deps.content.pageSlots(page.id))
      slots[row.slot] = [...(slots[row.slot] ?? []), componentItem(row)];
    return {
      _meta: { schema: "page", deliveryId: page.id, deliveryKey: page.path },
      title: page.title,
      description: page.description,
      template: page.template,
      slots,
    };
  }

  return {
    /** A component or a page by its id. */
    async byId(id: string, version: Version, query: ContentDeliveryQuery) {
      ensureEnabled(version);
      const component = await deps.platform.componentById(id, version);
      if (component) return deliver(componentItem(component), query);
      const page = await deps.platform.pageById(id, version);
      if (page) return deliver(await pageItem(page), query);
      throw new DomainError("notFound", `No content has the id ${id}.`);
    },

    /** A page by its delivery key, its path in the site without the version ("help/delivery"). */
    async byKey(key: string, version: Version, query: ContentDeliveryQuery) {
      ensureEnabled(version);
      const page = await deps.content.page(key, version);
      if (!page) throw new DomainError("notFound", `No content has the key ${key}.`);
      return deliver(await pageItem(page), query);
    },

    /** The components a slot holds on a version, in order. */
    async bySlot(slotId: string, version: Version, query: ContentDeliveryQuery) {
      ensureEnabled(version);
      const rows = await deps.content.components([slotId], version);
      if (rows.length === 0) throw new DomainError("notFound", `The slot ${slotId} holds no content.`);
      return deliver(
        { _meta: { schema: "slot", deliveryId: slotId }, items: rows.map(componentItem) },
        query,
      );
    },

    /** An image's size and format; with `metadata`, also its text alternative and shape. */
    async imageMetadata(id: string, version: Version, metadata: boolean) {
      ensureEnabled(version);
      const [row] = await deps.content.images([id]);
      if (!row) throw new DomainError("notFound", `No image has the id ${id}.`);
      return {
        name: row.id,
        url: imageUrl(row.id, 1200),
        format: "WEBP",
        width: row.width,
        height: row.height,
        ...(metadata
          ? { metadata: { altText: row.alt, orientation: orientationOf(row.width, row.height) } }
          : {}),
      };
    },
  };
}

function orientationOf(width: number, height: number): "portrait" | "square" | "landscape" {
  if (width === height) return "square";
  return width < height ? "portrait" : "landscape";
}

export type ContentPlatform = ReturnType<typeof createContentPlatform>;
