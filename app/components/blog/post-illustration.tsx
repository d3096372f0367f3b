import type * as React from "react";

import type { BlogIllustration, Image } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Img } from "~/components/ui/img";

/**
 * A blog post's picture: the uploaded image when the post has one, else the drawn illustration
 * its front matter names (`illustration`): a compass over a chart, a road with milestones, a team
 * at a laptop, and so on. Drawings are in brand colours, tinted per post, so a post gets a fitting
 * picture without anyone drawing or uploading one.
 */
const motifs: Record<BlogIllustration, () => React.ReactNode> = {
  strategy: Strategy,
  roadmap: Roadmap,
  "org-chart": OrgChart,
  education: Education,
  agents: Agents,
  funnel: Funnel,
  gauge: Gauge,
  "cash-chart": CashChart,
  workflow: Workflow,
  network: Network,
};

const tints = [
  { bg: "fill-brand-50", blob: "fill-brand-100" },
  { bg: "fill-accent-100", blob: "fill-brand-100" },
  { bg: "fill-muted", blob: "fill-brand-100" },
];

function hash(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function PostIllustration({
  slug,
  illustration,
  description,
  image,
  decorative,
  eager,
  className,
}: {
  slug: string;
  illustration: BlogIllustration;
  /** The drawing's text alternative (the post's image description). */
  description: string;
  /** An uploaded image, shown instead of the drawing. */
  image?: Image;
  /** Hide from assistive technology where the same image is already described nearby. */
  decorative?: boolean;
  /** Load an uploaded image at once (it is in the first screen). */
  eager?: boolean;
  className?: string;
}) {
  if (image) {
    return (
      <Img
        image={image}
        priority={eager ? "eager" : "lazy"}
        decorative={decorative}
        className={cn("aspect-video h-auto w-full object-cover", className)}
      />
    );
  }
  const h = hash(slug);
  const tint = tints[h % tints.length]!;
  return (
    <svg
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": description })}
      viewBox="0 0 480 270"
      width="480"
      height="270"
      className={cn("h-auto w-full", className)}
    >
      <rect width="480" height="270" className={tint.bg} />
      <circle cx={60 + (h % 90)} cy={40 + (h % 50)} r="110" className={tint.blob} />
      <circle cx={440 - (h % 70)} cy={250 - (h % 40)} r="80" className="fill-brand-200/60" />
      {motifs[illustration]()}
    </svg>
  );
}

function Strategy() {
  return (
    <g>
      <path d="M110 230h260" className="stroke-brand-900" strokeWidth="4" strokeLinecap="round" />
      <rect x="130" y="172" width="36" height="58" rx="4" className="fill-brand-300" />
      <rect x="180" y="146" width="36" height="84" rx="4" className="fill-brand-400" />
      <rect x="230" y="116" width="36" height="114" rx="4" className="fill-brand-600" />
      <rect x="280" y="88" width="36" height="142" rx="4" className="fill-brand-800" />
      <circle cx="360" cy="92" r="48" className="fill-white stroke-brand-900" strokeWidth="6" />
      <path d="M360 54l12 38h-24z" className="fill-accent-400" />
      <path d="M360 130l12-38h-24z" className="fill-brand-800" />
      <circle cx="360" cy="92" r="6" className="fill-white stroke-brand-900" strokeWidth="3" />
    </g>
  );
}

function Flag({ x, y, last }: { x: number; y: number; last?: boolean }) {
  return (
    <g>
      <path d={`M${x} ${y}v-48`} className="stroke-brand-950" strokeWidth="4" />
      <path
        d={`M${x} ${y - 48}h30l-8 11 8 11h-30z`}
        className={last ? "fill-brand-900" : "fill-accent-400"}
      />
    </g>
  );
}

function Roadmap() {
  return (
    <g>
      <path
        d="M40 240C150 240 130 160 230 160S320 80 440 80"
        fill="none"
        className="stroke-brand-800"
        strokeWidth="26"
        strokeLinecap="round"
      />
      <path
        d="M40 240C150 240 130 160 230 160S320 80 440 80"
        fill="none"
        className="stroke-white"
        strokeWidth="3"
        strokeDasharray="12 12"
      />
      <Flag x={100} y={222} />
      <Flag x={200} y={148} />
      <Flag x={300} y={112} />
      <Flag x={420} y={66} last />
    </g>
  );
}

function Person({ x, y, cap }: { x: number; y: number; cap?: boolean }) {
  return (
    <g>
      <circle cx={x} cy={y} r="18" className="fill-brand-700" />
      <path d={`M${x - 30} ${y + 62}a30 34 0 0 1 60 0z`} className="fill-brand-500" />
      {cap && (
        <g>
          <path d={`M${x - 26} ${y - 20}l26-12 26 12-26 12z`} className="fill-brand-950" />
          <path d={`M${x + 20} ${y - 18}v16`} className="stroke-accent-400" strokeWidth="3" />
        </g>
      )}
    </g>
  );
}

function Education() {
  return (
    <g>
      <circle cx="240" cy="52" r="24" className="fill-accent-300" />
      <rect x="230" y="74" width="20" height="12" rx="3" className="fill-brand-800" />
      <rect x="168" y="104" width="144" height="92" rx="8" className="fill-brand-800" />
      <rect x="178" y="114" width="124" height="72" rx="4" className="fill-brand-100" />
      <path d="M190 134h70M190 150h96M190 166h52" className="stroke-brand-600" strokeWidth="6" />
      <path d="M150 196h180l16 16H134z" className="fill-brand-950" />
      <Person x={96} y={150} cap />
      <Person x={384} y={150} />
    </g>
  );
}

function Agents() {
  return (
    <g>
      <path d="M135 76v-22" className="stroke-brand-900" strokeWidth="5" />
      <circle cx="135" cy="50" r="8" className="fill-accent-400" />
      <rect x="80" y="76" width="110" height="92" rx="22" className="fill-brand-800" />
      <circle cx="112" cy="116" r="11" className="fill-accent-300" />
      <circle cx="158" cy="116" r="11" className="fill-accent-300" />
      <path d="M112 144h46" className="stroke-brand-100" strokeWidth="6" strokeLinecap="round" />
      <rect x="96" y="168" width="78" height="52" rx="10" className="fill-brand-600" />
      <rect x="226" y="62" width="176" height="50" rx="18" className="fill-white" />
      <path d="M244 82h120M244 96h80" className="stroke-brand-300" strokeWidth="6" />
      <rect x="210" y="130" width="160" height="50" rx="18" className="fill-brand-700" />
      <path d="M228 150h100M228 164h60" className="stroke-brand-200" strokeWidth="6" />
      <circle cx="410" cy="190" r="18" className="fill-brand-900" />
      <path d="M380 248a30 34 0 0 1 60 0z" className="fill-brand-500" />
    </g>
  );
}

function Funnel() {
  return (
    <g>
      {[150, 214, 278].map((x) => (
        <g key={x}>
          <rect
            x={x}
            y="24"
            width="52"
            height="36"
            rx="5"
            className="fill-white stroke-brand-700"
            strokeWidth="3"
          />
          <path
            d={`M${x} 26l26 18 26-18`}
            fill="none"
            className="stroke-brand-700"
            strokeWidth="3"
          />
        </g>
      ))}
      <path d="M130 76h220l-76 82v52h-68v-52z" className="fill-brand-700" />
      <path d="M162 100h156" className="stroke-brand-400" strokeWidth="6" />
      <rect
        x="300"
        y="178"
        width="86"
        height="74"
        rx="8"
        className="fill-white stroke-brand-900"
        strokeWidth="4"
      />
      <path d="M300 200h86" className="stroke-brand-900" strokeWidth="4" />
      <path d="M326 226l10 10 20-20" fill="none" className="stroke-accent-500" strokeWidth="6" />
    </g>
  );
}

function Gauge() {
  return (
    <g>
      <path
        d="M90 200a100 100 0 0 1 200 0"
        fill="none"
        className="stroke-brand-200"
        strokeWidth="26"
      />
      <path
        d="M210 102a100 100 0 0 1 80 98"
        fill="none"
        className="stroke-accent-400"
        strokeWidth="26"
      />
      <path d="M190 200l62-74" className="stroke-brand-950" strokeWidth="8" strokeLinecap="round" />
      <circle cx="190" cy="200" r="14" className="fill-brand-950" />
      <circle cx="380" cy="96" r="40" className="fill-white stroke-brand-800" strokeWidth="6" />
      <path
        d="M380 96V70M380 96l16 10M372 50h16"
        className="stroke-brand-800"
        strokeWidth="6"
        strokeLinecap="round"
      />
      {[0, 1, 2, 3].map((i) => (
        <ellipse
          key={i}
          cx="380"
          cy={232 - i * 14}
          rx="36"
          ry="10"
          className="fill-accent-300 stroke-accent-600"
          strokeWidth="3"
        />
      ))}
    </g>
  );
}

function CashChart() {
  return (
    <g>
      <rect
        x="70"
        y="44"
        width="340"
        height="190"
        rx="12"
        className="fill-white stroke-brand-200"
        strokeWidth="3"
      />
      <path
        d="M70 78h340M155 44v190M240 44v190M325 44v190M70 156h340"
        className="stroke-brand-100"
        strokeWidth="3"
      />
      <path
        d="M88 180l44-30 44 12 44-40 44 20 44 52 44-40 40-26"
        fill="none"
        className="stroke-brand-700"
        strokeWidth="7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="284" cy="152" r="18" className="fill-accent-400" />
      <path
        d="M284 142v12M284 160v2"
        className="stroke-brand-950"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </g>
  );
}

function OrgChart() {
  return (
    <g>
      <path
        d="M240 84v28M130 136h220M130 136v44M240 112v68M350 136v44"
        className="stroke-brand-800"
        strokeWidth="5"
      />
      <rect x="196" y="40" width="88" height="44" rx="10" className="fill-brand-900" />
      <rect x="196" y="112" width="88" height="40" rx="10" className="fill-accent-400" />
      {[86, 196, 306].map((x) => (
        <rect key={x} x={x} y="180" width="88" height="44" rx="10" className="fill-brand-400" />
      ))}
    </g>
  );
}

function Workflow() {
  return (
    <g>
      <path
        d="M150 135h30M300 135h30M240 85v20M240 165v20"
        className="stroke-brand-800"
        strokeWidth="5"
      />
      <rect x="60" y="110" width="90" height="50" rx="12" className="fill-brand-300" />
      <rect x="180" y="105" width="120" height="60" rx="12" className="fill-brand-800" />
      <rect x="195" y="35" width="90" height="50" rx="12" className="fill-brand-500" />
      <rect x="195" y="185" width="90" height="50" rx="12" className="fill-brand-500" />
      <circle cx="380" cy="135" r="40" className="fill-accent-400" />
      <path d="M362 135l12 12 24-24" fill="none" className="stroke-brand-950" strokeWidth="8" />
    </g>
  );
}

function Network() {
  const nodes = [
    [120, 80],
    [240, 60],
    [360, 100],
    [180, 180],
    [320, 200],
  ] as const;
  return (
    <g>
      <path
        d="M120 80L240 60L360 100L320 200L180 180Z M240 60L180 180M240 60L320 200"
        className="stroke-brand-400"
        strokeWidth="4"
        fill="none"
      />
      {nodes.map(([x, y], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r={i === 1 ? 26 : 18}
          className={i === 1 ? "fill-accent-400" : "fill-brand-800"}
        />
      ))}
    </g>
  );
}
