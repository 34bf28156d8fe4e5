import { DomainError } from "../errors/domain-error.ts";
import { type ImageFormat, type ImageWidth, offeredImageWidths } from "./image-url.ts";

// The read port data/repositories/image-repository.ts implements, and the rule for which renders
// of a stored image may be asked for (docs/decisions/005-image-pipeline.md).

/** What the renderer needs of an `images` row; `design` and `shape` are parsed by the renderer. */
interface StoredImage {
  id: string;
  design: unknown;
  shape: string;
  position: number;
  /** The master width: the widest rendering the pages offer in a srcset. */
  width: number;
}

export interface ImageRepository {
  find(id: string): Promise<StoredImage | null>;
}

interface ImageService {
  /**
   * The stored image to render at this width and format. A width no page asks for is refused, so
   * a client cannot make the server draw (and keep) every image at every size.
   */
  forRendering(id: string, width: ImageWidth, format: ImageFormat): Promise<StoredImage>;
}

export function createImageService(repository: ImageRepository): ImageService {
  return {
    async forRendering(id, width, format) {
      const image = await repository.find(id);
      if (!image) throw new DomainError("notFound", `No image exists with the id ${id}.`);
      const offered = offeredImageWidths(image.width, format);
      if (!offered.includes(width)) {
        const message = `A ${format} of image ${id} comes in widths ${offered.join(", ")} only.`;
        throw new DomainError("invalid", message, { "file.width": message });
      }
      return image;
    },
  };
}
