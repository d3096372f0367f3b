/**
 * Dates as the site writes them ("November 12, 2026"), without `Intl`: the first
 * `toLocaleDateString` or `localeCompare` on a page loads ICU data, a 60–75 ms task on a
 * throttled phone during hydration.
 */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-12" -> "November 12, 2026", the same in every time zone (no Date parsing). */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${months[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** A local Date -> "2026-11-12" (the visitor's calendar day). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Code-unit order for ISO dates and other ASCII keys; `localeCompare` would load ICU collation. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
