import type { Image } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Img } from "~/components/ui/img";

/**
 * A hero illustration kept modest on phones (it sits below the text there). One inlined as a
 * `?data-uri` SVG is drawn as markup: nothing to fetch before the first paint.
 */
export function HeroArt({ image, className }: { image: Image; className?: string }) {
  const look = cn(
    "mx-auto h-auto w-full max-w-[240px] rounded-card shadow-2xl sm:max-w-xs lg:max-w-sm",
    className,
  );
  return <Img image={image} priority="high" drawn className={look} />;
}
