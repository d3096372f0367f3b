import type { Image } from "~/content/schema";
import { cn } from "~/lib/cn";

import { Img } from "./img";

/** Two brand duotones, alternated by name so a row of monograms is not one flat colour. */
const tones = [
  "bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-500),var(--color-brand-900)_72%)]",
  "bg-[radial-gradient(circle_at_70%_15%,var(--color-brand-400),var(--color-brand-950)_70%)]",
] as const;

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`;
}

type PortraitProps = {
  name: string;
  /** A photo from the CMS. Without one, the frame shows the person's initials. */
  image?: Image;
  /** Hidden from assistive technology where the name is written next to it. */
  decorative?: boolean;
  priority?: "lazy" | "eager" | "high";
  className?: string;
};

/**
 * A person's portrait in the site's round frame. A photo fills the frame, cropped to a square
 * from its centre and toned in the brand teal (greyscale, blended over the frame's colour), so
 * portraits taken anywhere sit together. Until the agency uploads one, the same frame shows a
 * duotone monogram: the initials over a brand gradient with an amber arc.
 */
export function Portrait({ name, image, decorative, priority, className }: PortraitProps) {
  const tone = tones[name.length % tones.length]!;
  return (
    <span
      data-slot="portrait"
      className={cn(
        "@container relative isolate grid aspect-square shrink-0 place-items-center overflow-hidden rounded-full",
        image ? "bg-brand-700" : tone,
        className,
      )}
      {...(decorative || image
        ? { "aria-hidden": decorative || undefined }
        : { role: "img", "aria-label": `Portrait of ${name}` })}
    >
      {image ? (
        <Img
          image={image}
          priority={priority}
          decorative={decorative}
          className="size-full object-cover object-center mix-blend-luminosity contrast-110 grayscale"
        />
      ) : (
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 100 100"
            className="absolute inset-0 size-full text-accent-400"
          >
            <circle
              cx="50"
              cy="50"
              r="44"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeDasharray="70 207"
              transform="rotate(-35 50 50)"
            />
          </svg>
          <span
            data-slot="monogram"
            className="text-[36cqw] leading-none font-semibold tracking-tight text-white"
          >
            {initials(name)}
          </span>
        </>
      )}
    </span>
  );
}
