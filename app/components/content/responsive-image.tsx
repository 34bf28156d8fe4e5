import { imageSrcSet, imageUrl } from "../../../core/content/image-url.ts";

export interface ImageFacts {
  id: string;
  alt: string;
  width: number;
  height: number;
}

interface ResponsiveImageProps {
  image: ImageFacts;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
  /** The widest file worth offering (small cards never need the 2000 px master). */
  maxWidth?: number;
}

/** AVIF with a WebP fallback, sized so the browser reserves its box before it loads (no layout shift). */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  maxWidth,
}: ResponsiveImageProps) {
  const widest = maxWidth ? Math.min(image.width, maxWidth) : image.width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image.id, widest, "avif")} sizes={sizes} />
      <img
        src={imageUrl(image.id, 800)}
        srcSet={imageSrcSet(image.id, widest, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
