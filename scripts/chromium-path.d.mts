export const chromiumArgs: string[];
export function findChromium(options?: { install?: boolean }): string;
