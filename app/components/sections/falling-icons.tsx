import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/icons";
import { timing } from "~/config/timing";

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
  sheets: sheetCount,
  minSizePx,
  maxSizePx,
  minFallS,
  maxFallS,
  maxDelayS,
  maxTiltDeg,
  renderAfterS,
  renderStepS,
} = timing.heroIcons;

const perSheet = count / sheetCount;

/** The distance an icon falls: from just above the hero to below its bottom edge. */
const travel = "(110vh + 120px)";

/**
 * The icons in `sheetCount` sheets. A sheet is one full-width layer that falls at its own speed
 * and carries `perSheet` icons at their own places, sizes, tilts and waits. Sheet `g` renders
 * `g * renderStepS` after the layer, and its icons' waits are drawn from the time left, so every
 * icon shows within `maxDelayS` of the page's load.
 */
const sheets = Array.from({ length: sheetCount }, (_, g) => {
  // The falls are spread evenly from `minFallS` to `maxFallS`, so no two sheets move together.
  const fall = +(minFallS + ((maxFallS - minFallS) * g) / (sheetCount - 1)).toFixed(1);
  const maxDelay = maxDelayS - renderAfterS - g * renderStepS;
  const icons = Array.from({ length: perSheet }, (_, k) => {
    const i = g * perSheet + k;
    // Stratified: the k-th icon waits in the k-th slice of the time, so the icons of one sheet
    // are at least a slice apart on the way down and never overlap.
    const delay = +(((k + seeded(i, 4)) / perSheet) * maxDelay).toFixed(1);
    // The wait as a share of the fall: how far above the sheet's bottom edge the icon rides.
    const wait = +(delay / fall).toFixed(4);
    return {
      key: i,
      name: names[i % names.length]!,
      // Across the hero in `perSheet` bands, shifted per sheet, so the sheets interleave.
      left: Math.round((((k + seeded(i, 1) * 0.8 + g * 0.37) / perSheet) % 1) * 96),
      size: Math.round(minSizePx + seeded(i, 2) * (maxSizePx - minSizePx)),
      tilt: Math.round((seeded(i, 3) * 2 - 1) * maxTiltDeg),
      wait,
      bottom: `calc(${travel} * ${wait})`,
    };
  });
  // The sheet is tall enough for its highest icon: each loop is that icon's wait and a fall.
  const wait = Math.max(...icons.map((d) => d.wait));
  const loop = +(fall * (1 + wait)).toFixed(2);
  return {
    key: g,
    style: {
      height: `calc(${travel} * ${1 + wait})`,
      // Rendered a step after the one before (display: none until then), then falling.
      animation: `render-late 0s backwards ${+(g * renderStepS).toFixed(2)}s, hero-fall ${loop}s linear infinite`,
    },
    icons,
  };
});

/**
 * 24 decorative icons falling down the hero in a loop: pure CSS, hidden from assistive tech,
 * and not rendered at all under reduced motion (motion-reduce:hidden). Each icon waits above the
 * hero (its delay, up to 8 s) and then falls across it (7-15 s).
 *
 * Only the sheets move: six composited animations, not 24. The browser restyles every running
 * animation in each frame the main thread draws, and the hero is on screen when a visitor opens
 * a menu: 24 animations would add tens of milliseconds to a phone's tap on `/` (decision 0017).
 *
 * Every icon starts above the hero, so none of them shows at first paint. The layer is kept out
 * of rendering (`display: none` through a CSS animation) for `renderAfterS` seconds, then the
 * sheets render `renderStepS` apart: while the page parses and hydrates, the icons are not
 * styled, laid out or painted.
 */
export function FallingIcons() {
  return (
    <div
      aria-hidden="true"
      data-testid="falling-icons"
      className="pointer-events-none absolute inset-0 -z-10 animate-render-late overflow-hidden motion-reduce:hidden"
      // `contentVisibility: "auto"`: while the layer is off screen the browser skips its
      // rendering, so the sheets' animations are not updated in the frames the page still draws
      // (a carousel gliding further down, say).
      style={{ animationDelay: `${renderAfterS}s`, contentVisibility: "auto" }}
    >
      {sheets.map((sheet) => (
        <div
          key={sheet.key}
          data-falling-sheet=""
          // Its bottom edge starts at the hero's top; it falls its own height per loop
          // (`hero-fall` in app.css), which brings its highest icon below the hero.
          className="absolute inset-x-0 bottom-full will-change-transform"
          style={sheet.style}
        >
          {sheet.icons.map((d) => (
            <Icon
              key={d.key}
              name={d.name}
              data-falling-icon=""
              strokeWidth={1.25}
              className="absolute text-brand-300/25"
              style={{
                left: `${d.left}%`,
                bottom: d.bottom,
                width: d.size,
                height: d.size,
                rotate: `${d.tilt}deg`,
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
