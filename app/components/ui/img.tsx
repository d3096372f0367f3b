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
  /** An inlined SVG is drawn as markup, not as an `<img>` of its `data:` URL (hero and case-study drawings). */
  drawn?: boolean;
  className?: string;
};

/**
 * Every `Image` record on the site renders through here: its size (no layout shift), its alt
 * text, and a loading priority chosen by where it sits. With `drawn`, an SVG already inlined in
 * the page (a `?data-uri` import, a case study's drawing) is drawn as markup (`InlineSvgImg`):
 * nothing to fetch before the first paint, so the priority does not apply.
 */
export function Img({
  image,
  priority = "lazy",
  decorative = false,
  drawn = false,
  className,
}: ImgProps) {
  if (drawn && isInlineSvg(image.src))
    return <InlineSvgImg image={image} decorative={decorative} className={className} />;
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

/** Whether an image is an SVG drawn inline: a `?data-uri` import, or a drawing the content step inlined. */
export function isInlineSvg(src: string): boolean {
  return src.startsWith(svgDataUriPrefix);
}

/**
 * An SVG `Image` inlined as a data: URL, drawn as inline markup rather than an `<img>`: it paints
 * with the text, and no image request sits on the first screen's path. For a page's one hero
 * illustration: ids inside it, if any, are not made unique.
 */
export function InlineSvgImg({
  image,
  decorative = false,
  className,
}: {
  image: Image;
  /** Hidden from assistive technology (the preview beside a link's name). */
  decorative?: boolean;
  className?: string;
}) {
  if (!isInlineSvg(image.src)) throw new Error(`not an inlined SVG: ${image.src.slice(0, 40)}`);
  const named = decorative
    ? ({ "aria-hidden": true } as const)
    : ({ role: "img", "aria-label": image.alt } as const);
  return (
    <span
      {...named}
      // What app.css sets the drawing's labels in the page's font by.
      data-drawing=""
      className={cn("block overflow-hidden [&>*]:block [&>*]:h-auto [&>*]:w-full", className)}
      dangerouslySetInnerHTML={{
        __html: decodeURIComponent(image.src.slice(svgDataUriPrefix.length)),
      }}
    />
  );
}
