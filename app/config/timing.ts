/** Every timing and limit constant from SPEC section 9, named once. */
export const timing = {
  toast: {
    /** Radix default is 5000 ms too; set explicitly because the spec names it. */
    durationMs: 5000,
    limit: 1,
    swipeThresholdPx: 50,
    hotkey: ["F8"],
  },
  menu: {
    openDelayMs: 200,
    skipDelayMs: 300,
    closeDelayMs: 150,
    mobileAnimationMs: 300,
  },
  headerHeightPx: 96,
  carousel: { delayMs: 3000 },
  reviews: { count: 7, copies: 2, rating: 5 },
  faqCount: 5,
  counter: {
    defaultDurationMs: 2000,
    thousandsSeparator: ",",
    decimalSeparator: ".",
    testimonialDurationMs: 2500,
    testimonialThreshold: 0.5,
  },
  reveal: { threshold: 0.2, durationMs: 800, sectionThreshold: 0.1 },
  pageTransition: { durationMs: 500, offsetPx: 20 },
  heroIcons: { count: 24, minSizePx: 40, maxSizePx: 95, minFallS: 7, maxFallS: 15, maxDelayS: 10 },
  /** Simulated send of both forms (SPEC 7). */
  simulatedSubmitMs: 1000,
  auditReplyHours: 24,
  blog: { pageSize: 6, step: 6 },
  select: {
    /** Radix Select defaults: 10 px collision padding, 1 s type-ahead reset, 50 ms scroll step. */
    viewportMarginPx: 10,
    typeaheadResetMs: 1000,
    scrollIntervalMs: 50,
  },
} as const;
