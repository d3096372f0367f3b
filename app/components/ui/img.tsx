import type { Image } from "~/content/schema";
import { cn } from "~/lib/cn";

type ImgProps = {
  image: Image;
  /**
   * `lazy` (default) for images below the first screen; `eager` for the first of a list that
   * may be on screen; `high` for the page's largest first-screen image (LCP).
   */
  priority?: "lazy" | "eager" | "high";
  /** Decorative use of a meaningful image (e.g. a collage beside the names): empty alt. */
  decorative?: boolean;
  className?: string;
};

/**
 * Every `Image` record on the site renders through here: its size (no layout shift), its alt
 * text, and a loading priority chosen by where it sits.
 */
export function Img({ image, priority = "lazy", decorative = false, className }: ImgProps) {
  return (
    <img
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      loading={priority === "lazy" ? "lazy" : "eager"}
      {...(priority === "high" ? { fetchPriority: "high" as const } : {})}
      decoding="async"
      className={cn(className)}
    />
  );
}

const svgDataUriPrefix = "data:image/svg+xml,";

/** Whether an image is an SVG inlined as a data: URL (the `?data-uri` import). */
export function isSvgDataUri(src: string): boolean {
  return src.startsWith(svgDataUriPrefix);
}

/**
 * An SVG `Image` inlined as a data: URL, drawn as inline markup rather than an `<img>`: it paints
 * with the text, and no image request sits on the first screen's path, not even the data: URL's
 * own one that Lighthouse's simulation counts (decision 0024). For a page's one hero
 * illustration: ids inside it, if any, are not made unique.
 */
export function InlineSvgImg({ image, className }: { image: Image; className?: string }) {
  if (!isSvgDataUri(image.src)) throw new Error(`not an SVG data: URL: ${image.src.slice(0, 40)}`);
  return (
    <span
      role="img"
      aria-label={image.alt}
      className={cn("block overflow-hidden [&>svg]:block [&>svg]:h-auto [&>svg]:w-full", className)}
      dangerouslySetInnerHTML={{
        __html: decodeURIComponent(image.src.slice(svgDataUriPrefix.length)),
      }}
    />
  );
}
