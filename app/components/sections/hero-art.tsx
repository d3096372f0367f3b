import type { Image } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Img } from "~/components/ui/img";

/** A hero illustration kept modest on phones (it sits below the text there). */
export function HeroArt({ image, className }: { image: Image; className?: string }) {
  return (
    <Img
      image={image}
      priority="high"
      className={cn(
        "mx-auto h-auto w-full max-w-[240px] rounded-card shadow-2xl sm:max-w-xs lg:max-w-sm",
        className,
      )}
    />
  );
}
