import { lazy } from "react";

/**
 * A post's picture (components/blog/post-illustration.tsx), loaded on its own: the ten drawings
 * are 1.8 KB of the blog pages' JavaScript, none of it interactive. The prerendered HTML has
 * each picture in full.
 */
export const LazyPostIllustration = lazy(() =>
  import("~/components/blog/post-illustration").then((m) => ({ default: m.PostIllustration })),
);
