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
