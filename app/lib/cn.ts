import { type ClassValue, clsx } from "clsx";

/**
 * Join class lists. Deliberately no tailwind-merge (7 KB brotli on every page): components
 * expose variants and CSS variables instead of relying on later classes overriding earlier ones.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
