import type { Image } from "~/content/schema";
import { useAdoptedHtml } from "~/lib/adopted-html";
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
/** The browser build's stand-in for an inlined drawing: its file, so marked (scripts/vite-svg-data-uri.ts). */
const inlineSvgMark = "#inline-svg";

/**
 * Whether an image is an SVG drawn inline (the `?data-uri` import): its `data:` URL in the
 * prerender, its file's address marked `#inline-svg` in the browser build.
 */
export function isInlineSvg(src: string): boolean {
  return src.startsWith(svgDataUriPrefix) || src.endsWith(inlineSvgMark);
}

/**
 * An SVG `Image` inlined as a data: URL, drawn as inline markup rather than an `<img>`: it paints
 * with the text, and no image request sits on the first screen's path, not even the data: URL's
 * own one that Lighthouse's simulation counts (decision 0024). For a page's one hero
 * illustration: ids inside it, if any, are not made unique.
 *
 * The drawing ships in the HTML only. The browser reads it back from the prerendered page
 * (`lib/adopted-html`); a page the browser renders itself (a client-side navigation) shows the
 * picture's file instead.
 */
export function InlineSvgImg({
  image,
  decorative = false,
  className,
}: {
  image: Image;
  /** Hidden from assistive technology (the preview beside a link's name); its alt still keys it. */
  decorative?: boolean;
  className?: string;
}) {
  if (!isInlineSvg(image.src)) throw new Error(`not an inlined SVG: ${image.src.slice(0, 40)}`);
  // The `svg-` prefix is also what app.css keys the drawing's font on (decision 0057).
  const key = `svg-${image.alt}`;
  const adopted = useAdoptedHtml(key);
  const markup = image.src.startsWith(svgDataUriPrefix)
    ? decodeURIComponent(image.src.slice(svgDataUriPrefix.length))
    : adopted;
  const look = cn("block overflow-hidden [&>*]:block [&>*]:h-auto [&>*]:w-full", className);
  const named = decorative
    ? ({ "aria-hidden": true } as const)
    : ({ role: "img", "aria-label": image.alt } as const);
  if (markup === undefined)
    return (
      <span {...named} className={look}>
        <img
          src={image.src.slice(0, -inlineSvgMark.length)}
          alt=""
          width={image.width}
          height={image.height}
        />
      </span>
    );
  return (
    <span
      {...named}
      data-adopt={key}
      className={look}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
