/** Every timing and limit constant of the site, named once. */
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
  heroIcons: {
    count: 24,
    /** Falling in this many sheets of count / sheets icons, each at its own speed. */
    sheets: 6,
    minSizePx: 40,
    maxSizePx: 95,
    minFallS: 7,
    maxFallS: 15,
    maxDelayS: 10,
    /** Each icon leans by up to this much, either way. */
    maxTiltDeg: 40,
    /** The icons start above the hero, so none shows at first paint: render them this late. */
    renderAfterS: 2,
    /**
     * Then sheet by sheet, each this much after the one before: starting all the icons'
     * animations in one frame is a 60–90 ms task at 4× CPU.
     */
    renderStepS: 0.25,
  },
  /** Simulated send of both forms, when no endpoint is configured. */
  simulatedSubmitMs: 1000,
  /** Delivery to a configured endpoint (VITE_FORM_ENDPOINT). */
  formDelivery: {
    /** A POST with no answer after this long counts as failed, and the visitor may retry. */
    timeoutMs: 10_000,
    /**
     * Posts sooner than this after the form appeared are treated as bots and dropped silently.
     * A person needs longer than this to read, type and press the button; autofill still does.
     */
    minFillMs: 2000,
  },
  /** The audit form's draft in localStorage: saved this long after the last change, kept a week. */
  formDraft: { debounceMs: 400, maxAgeMs: 7 * 24 * 60 * 60 * 1000 },
  auditReplyHours: 24,
  blog: { pageSize: 6, step: 6 },
  select: {
    /** Radix Select defaults: 10 px collision padding, 1 s type-ahead reset, 50 ms scroll step. */
    viewportMarginPx: 10,
    typeaheadResetMs: 1000,
    scrollIntervalMs: 50,
  },
} as const;
