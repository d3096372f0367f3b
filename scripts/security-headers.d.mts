export type AnalyticsSettings = { domain: string; endpoint: string };
type Options = { formEndpoint?: string; analytics?: AnalyticsSettings | null };
export const SCHEDULER_ORIGINS: string[];
export const DEFAULT_ANALYTICS_ENDPOINT: string;
export function parseFormEndpoint(formEndpoint: string): URL;
export function analyticsSettings(
  env?: Record<string, string | undefined>,
): AnalyticsSettings | null;
export function connectSrc(formEndpoint?: string, analytics?: AnalyticsSettings | null): string;
export function pageCsp(scriptHashes: string[], options?: Options): string;
export function headerCsp(options?: Options): string;
export function securityHeaders(options?: Options): Record<string, string>;
export function inlineScriptHashes(html: string): string[];
export function writeSecurityHeaders(buildDir: string, options?: Options): { pages: number };
export const ADMIN_CONNECT: string[];
export function adminPageCsp(scriptHashes?: string[]): string;
export function adminHeaderCsp(): string;
export function adminHeaders(): Record<string, string>;
