export const SCHEDULER_ORIGINS: string[];
export function parseFormEndpoint(formEndpoint: string): URL;
export function connectSrc(formEndpoint?: string): string;
export function pageCsp(scriptHashes: string[], options?: { formEndpoint?: string }): string;
export function headerCsp(options?: { formEndpoint?: string }): string;
export function securityHeaders(options?: { formEndpoint?: string }): Record<string, string>;
export function inlineScriptHashes(html: string): string[];
export function writeSecurityHeaders(
  buildDir: string,
  options?: { formEndpoint?: string },
): { pages: number };
export const ADMIN_CONNECT: string[];
export function adminPageCsp(scriptHashes?: string[]): string;
export function adminHeaderCsp(): string;
export function adminHeaders(): Record<string, string>;
