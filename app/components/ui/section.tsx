import type * as React from "react";
import { Suspense, useRef } from "react";

import { useReveal } from "~/components/motion/reveal";
import { timing } from "~/config/timing";
import { cn } from "~/lib/cn";

const tones = {
  default: "bg-background",
  muted: "bg-muted",
  brand: "on-dark bg-brand-900 text-white",
  tint: "bg-brand-50",
} as const;

type SectionProps = React.ComponentProps<"section"> & {
  /** Background tone; `brand` is the dark-teal band with white text. */
  tone?: keyof typeof tones;
  /** Inner container width: `content` ≈ 1200 px, `narrow` for reading text. */
  width?: "content" | "narrow" | "wide";
  /** Set false for the first section of a page (it is on screen at load). */
  reveal?: boolean;
  containerClassName?: string;
};

/**
 * Every page section: container width, vertical rhythm, optional fragment id and a one-time reveal.
 * Each section is its own Suspense boundary (`<!--$-->…<!--/$-->` in the prerendered HTML), so
 * React 19 hydrates it as separate, interruptible work instead of part of one page-sized task,
 * and hydrates first the section a visitor interacts with.
 */
export function Section(props: SectionProps) {
  return (
    <Suspense>
      <SectionBody {...props} />
    </Suspense>
  );
}

function SectionBody({
  tone = "default",
  width = "content",
  reveal = true,
  className,
  containerClassName,
  children,
  ...props
}: SectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useReveal(reveal ? ref : { current: null }, timing.reveal.sectionThreshold, sectionRef);
  return (
    <section
      ref={sectionRef}
      data-slot="section"
      className={cn("py-10 sm:py-16 lg:py-24", tones[tone], className)}
      {...props}
    >
      <div
        ref={ref}
        className={cn(
          "mx-auto px-5 sm:px-8",
          width === "content" && "max-w-content",
          width === "narrow" && "max-w-3xl",
          width === "wide" && "max-w-7xl",
          containerClassName,
        )}
      >
        {children}
      </div>
    </section>
  );
}

type SectionHeadingProps = {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "left" | "center";
  /** Heading level; page sections are h2 unless nested. */
  as?: "h2" | "h3";
  id?: string;
  className?: string;
  /** For sections on the dark `brand` tone. */
  inverted?: boolean;
};

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "left",
  as: Tag = "h2",
  id,
  className,
  inverted,
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        "mb-6 max-w-3xl sm:mb-10 lg:mb-12",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wider uppercase",
            inverted ? "text-accent-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Tag
        id={id}
        className={cn(
          "text-[1.75rem] leading-tight font-bold tracking-tight sm:text-4xl",
          inverted ? "text-white" : "text-brand-950",
        )}
      >
        {title}
      </Tag>
      {intro && (
        <div
          className={cn(
            "mt-3 text-base leading-relaxed sm:mt-4 sm:text-lg",
            inverted ? "text-brand-100" : "text-muted-foreground",
          )}
        >
          {intro}
        </div>
      )}
    </div>
  );
}
