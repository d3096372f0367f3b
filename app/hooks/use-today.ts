import { useEffect, useState } from "react";

declare const __BUILD_DATE__: string;

/**
 * Today's date in the visitor's browser. The prerendered HTML (and the first client render,
 * so hydration matches) use the build date; the real date replaces it right after hydration.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date(__BUILD_DATE__));
  useEffect(() => setToday(new Date()), []);
  return today;
}
