export function classesOf(selector: string): string[];
export function htmlClasses(html: string): Set<string>;
export function pageCss(css: string, html: string): string;
export function inlinePageCss(html: string): string;
