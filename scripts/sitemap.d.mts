export function baseUrlOf(clientDir: string): string;
export function htmlFile(clientDir: string, path: string): string;
export function writeSitemap(buildDir: string): { loc: string; lastmod: string }[];
