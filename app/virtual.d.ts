declare module "virtual:icon-sprite" {
  /** URL of the generated SVG sprite (scripts/vite-icon-sprite.ts). */
  const url: string;
  export default url;
}
