// Test support for content tests: SPEC often names a thing ("strategic advisor, project lead,
// interim leader") without fixing its copy. Compare such names by their words, so an edit of
// case, '&' or hyphens keeps passing, while texts SPEC marks as exact stay compared exactly.

/** The words of a text: lower case, '&' read as "and", hyphens and punctuation as spaces. */
export function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9%$]+/g, " ")
    .trim();
}

/** True when `text` contains every word of `phrase`, in order, whatever its case or punctuation. */
export function mentions(text: string, phrase: string): boolean {
  return ` ${words(text)} `.includes(` ${words(phrase)} `);
}
