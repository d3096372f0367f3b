export function optimizeSvg(source: string): string;
export function svgDataUri(svg: string): string;
export function svgFilesBelow(dir: string, skip?: string[]): string[];
export function optimizeSvgFiles(clientDir: string): {
  files: number;
  before: number;
  after: number;
};
