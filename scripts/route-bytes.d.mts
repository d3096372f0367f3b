export const budgets: { jsBytes: number; cssBytes: number };
export function htmlFileFor(clientDir: string, path: string): string;
export function measurePage(
  clientDir: string,
  path: string,
): {
  path: string;
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  jsFiles: string[];
  cssFiles: string[];
};
