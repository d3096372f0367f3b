import { useEffect, useRef, useState } from "react";

import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import { IconList } from "~/components/ui/icon-list";

type LoopVideo = {
  webm: string;
  mp4: string;
  poster: string;
  width: number;
  height: number;
  /** What the animation shows, for assistive tech. */
  label: string;
  caption: string;
};

/**
 * A short, silent, self-hosted loop. It autoplays muted and inline; under
 * `prefers-reduced-motion: reduce` it is paused on hydration (and whenever the preference
 * changes), leaving the poster. The visible toggle lets anyone stop motion (WCAG 2.2.2).
 */
export function LoopingVideo({ video }: { video: LoopVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (query.matches) {
        el.pause();
        el.currentTime = 0;
      } else {
        void el.play().catch(() => undefined);
      }
    };
    apply();
    const sync = () => setPlaying(!el.paused);
    el.addEventListener("play", sync);
    el.addEventListener("pause", sync);
    sync();
    query.addEventListener("change", apply);
    return () => {
      el.removeEventListener("play", sync);
      el.removeEventListener("pause", sync);
      query.removeEventListener("change", apply);
    };
  }, []);

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };

  return (
    <figure className="relative">
      <div className="relative overflow-hidden rounded-card border border-brand-800 bg-brand-950 shadow-lg">
        <video
          ref={ref}
          className="block h-auto w-full"
          width={video.width}
          height={video.height}
          poster={video.poster}
          autoPlay
          loop
          muted
          playsInline
          preload="metadata"
          disablePictureInPicture
          aria-label={video.label}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
        <button
          type="button"
          onClick={toggle}
          className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md transition-colors hover:bg-white"
          aria-label={playing ? "Pause animation" : "Play animation"}
        >
          <Icon name={playing ? "pause" : "play"} className="size-5" />
        </button>
      </div>
      <figcaption className="mt-3 text-sm text-muted-foreground">{video.caption}</figcaption>
    </figure>
  );
}

type VideoFeatureProps = {
  eyebrow?: string;
  title: string;
  intro: string;
  points: string[];
  video: LoopVideo;
  id?: string;
  tone?: "default" | "muted" | "tint";
};

/** Split section: heading, intro and a checklist beside the looping video. */
export function VideoFeature({
  eyebrow,
  title,
  intro,
  points,
  video,
  id = "video-feature",
  tone,
}: VideoFeatureProps) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
          <IconList items={points} />
        </div>
        <LoopingVideo video={video} />
      </div>
    </Section>
  );
}
