export function optimizeSvg(source: string): string;
export function svgDataUri(svg: string): string;
export function optimizeSvgFiles(dir: string): { files: number; before: number; after: number };
