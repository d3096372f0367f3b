import type { CSSProperties } from "react";

import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/icons";
import { timing } from "~/config/timing";
import { quietAnimation } from "~/lib/quiet-animations";

const names: readonly IconName[] = [
  "workflow",
  "bot",
  "zap",
  "calendar-check",
  "mail",
  "chart-line",
  "database",
  "sparkles",
];

/** Deterministic pseudo-random numbers so prerendered HTML and hydration agree. */
function seeded(i: number, salt: number) {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const {
  count,
  minSizePx,
  maxSizePx,
  minFallS,
  maxFallS,
  maxDelayS,
  renderAfterS,
  renderGroups,
  renderStepS,
} = timing.heroIcons;

const drops = Array.from({ length: count }, (_, i) => {
  const group = i % renderGroups;
  return {
    key: i,
    group,
    name: names[i % names.length]!,
    left: Math.round(seeded(i, 1) * 96),
    size: Math.round(minSizePx + seeded(i, 2) * (maxSizePx - minSizePx)),
    duration: +(minFallS + seeded(i, 3) * (maxFallS - minFallS)).toFixed(1),
    // Counted from when the icon's group renders, so every icon starts within the spec's delay
    // of the page's load.
    delay: +(seeded(i, 4) * (maxDelayS - renderAfterS - group * renderStepS)).toFixed(1),
  };
});
const groups = Array.from({ length: renderGroups }, (_, g) => drops.filter((d) => d.group === g));

/**
 * 24 decorative icons falling down the hero in a loop: pure CSS, hidden from assistive tech,
 * and not rendered at all under reduced motion (motion-reduce:hidden). Each loop is the icon's
 * wait above the hero (its delay, 0-8 s) and then its fall (7-15 s) across it.
 *
 * Every icon starts above the hero, so none of them shows at first paint. The layer is kept out
 * of rendering (`display: none` through a CSS animation) for `renderAfterS` seconds, then each
 * icon starts its loop: while the page parses and hydrates, its 24 SVGs and their sprite copies
 * are not styled, laid out or painted (home page load at 4× CPU: elements
 * restyled −25 %, style −35 %, layout −16 %; docs/bench/2026-11-25-session7.md). The icons then
 * render in groups, `renderStepS` apart, so no one frame starts all 24 animations (decision 0039).
 */
export function FallingIcons() {
  return (
    <div
      aria-hidden="true"
      data-testid="falling-icons"
      // Its own animation, its groups' and the icons' are decorative: their events stop before
      // React's listeners (lib/quiet-animations.ts).
      {...quietAnimation}
      className="pointer-events-none absolute inset-0 -z-10 animate-render-late overflow-hidden motion-reduce:hidden"
      // content-visibility: off screen, the icons' animations are not updated in the frames the
      // page still draws (a carousel gliding further down, say).
      style={{ animationDelay: `${renderAfterS}s`, contentVisibility: "auto" }}
    >
      {groups.map((icons, g) => (
        <div
          key={g}
          // The first group renders with the layer; each next one `renderStepS` later.
          {...quietAnimation}
          className="absolute inset-0 animate-render-late"
          style={{ animationDelay: `${+(g * renderStepS).toFixed(2)}s` }}
        >
          {icons.map((d) => (
            // The icon itself falls (no wrapper per icon: 24 fewer elements to style and lay out).
            <Icon
              key={d.key}
              name={d.name}
              data-falling-icon=""
              {...quietAnimation}
              strokeWidth={1.25}
              className="absolute -top-28 animate-hero-fall text-brand-300/25 will-change-transform"
              style={{
                left: `${d.left}%`,
                width: d.size,
                height: d.size,
                // The wait is part of each loop (the keyframes start it further up), not an
                // animation-delay: see app.css.
                animationDuration: `${+(d.duration + d.delay).toFixed(1)}s`,
                ...({ "--hero-fall-wait": +(d.delay / d.duration).toFixed(4) } as CSSProperties),
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
