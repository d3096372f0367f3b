import { lazySection } from "~/lib/lazy-section";

/**
 * A post's picture (components/blog/post-illustration.tsx) as a lazy section: the ten drawings
 * are 1.8 KB of the blog pages' JavaScript, none of it interactive. The prerendered HTML has
 * each picture in full; in the browser its code arrives after the first paint and each picture
 * hydrates in a pass of its own (lib/lazy-section.tsx, decision 0032).
 */
export const LazyPostIllustration = lazySection(() =>
  import("~/components/blog/post-illustration").then((m) => m.PostIllustration),
);
