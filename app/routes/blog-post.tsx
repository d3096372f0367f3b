import { type ComponentType, lazy } from "react";

import type { Route } from "./+types/blog-post";
import { ArticleView } from "~/components/blog/article-view";
import { type BlogPost as Post, getPost } from "~/lib/blog";
import { slugAtLoad, useRelated } from "~/lib/blog-related";
import { blogPostMeta } from "~/lib/blog-seo";
import { renderAfter, startSoon } from "~/lib/lazy-section";

// No loader: the post index ships with the route, so any slug (even one that was never
// prerendered) renders here, as a full article or as the Coming Soon view.
export const meta: Route.MetaFunction = ({ params, location }) =>
  blogPostMeta(params.slug, location.pathname);

/**
 * The Coming Soon view (a listed post without its article, or an unknown slug) loads only where
 * it is shown: its code, with the cards of the published posts, is not part of an article's
 * first load. At such an address it starts in the task after this module runs (decision 0069),
 * unless React renders the view first, and a page rendered afresh (the host's blog 404 file)
 * waits for it. One promise for both: `lazy` then finds it settled (a second `import()` call
 * would be a new promise, and that render could suspend once more).
 */
let comingSoon: Promise<{ default: ComponentType }> | undefined;
const loadComingSoon = () => (comingSoon ??= import("~/components/blog/coming-soon-entry"));
const LazyComingSoon = lazy(loadComingSoon);
if (slugAtLoad && !getPost(slugAtLoad)?.hasBody) renderAfter(startSoon(loadComingSoon));

function Article({ post }: { post: Post }) {
  return <ArticleView post={post} related={useRelated(post.slug)} />;
}

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = getPost(params.slug);
  return post?.hasBody ? <Article key={post.slug} post={post} /> : <LazyComingSoon />;
}
