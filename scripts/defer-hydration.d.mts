/** Rewrites React Router's module bootstrap so the app loads after `load` and the first paint. */
export function deferHydration(html: string): string;
