import { lazy } from "react";

import type { Route } from "./+types/blog-post";
import { ArticleView } from "~/components/blog/article-view";
import { type BlogPost as Post, getPost } from "~/lib/blog";
import { useRelated } from "~/lib/blog-related";
import { blogPostMeta } from "~/lib/blog-seo";

// No loader: the post index ships with the route, so any slug (even one that was never
// prerendered) renders here, as a full article or as the Coming Soon view.
export const meta: Route.MetaFunction = ({ params, location }) =>
  blogPostMeta(params.slug, location.pathname);

/**
 * The Coming Soon view (a listed post without its article, or an unknown slug) loads only where
 * it is shown: its code, with the cards of the published posts, is not part of an article's
 * first load.
 */
const LazyComingSoon = lazy(() => import("~/components/blog/coming-soon-entry"));

function Article({ post }: { post: Post }) {
  return <ArticleView post={post} related={useRelated(post.slug)} />;
}

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = getPost(params.slug);
  return post?.hasBody ? <Article key={post.slug} post={post} /> : <LazyComingSoon />;
}
