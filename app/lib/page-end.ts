/**
 * The id of the last element of every page's content: the booking dock, after the footer
 * (components/layout/booking-embed.tsx). The root's links hold Chromium's first frame until the
 * parser has reached it, `<link rel="expect" href="#booking-dock" blocking="render">` (Chromium
 * 124 and later; other browsers ignore the link). Without it, Chromium paints the header and the
 * hero after the parser's first chunk and then styles and lays out each later chunk in a frame of
 * its own, after the first paint, where Lighthouse counts those frames as blocking time (decision
 * 0084).
 */
export const pageEndId = "booking-dock";
