export const SCHEDULER_ORIGINS: string[];
export function pageCsp(scriptHashes: string[], options?: { formEndpoint?: string }): string;
export const headerCsp: string;
export const securityHeaders: Record<string, string>;
export function inlineScriptHashes(html: string): string[];
export function writeSecurityHeaders(
  buildDir: string,
  options?: { formEndpoint?: string },
): { pages: number };
