import type { Route } from "./+types/blog-post";
import { ArticleView } from "~/components/blog/article-view";
import { getPost } from "~/lib/blog";
import { blogPostMeta } from "~/lib/blog-seo";
import { lazySection, lazySectionsReady } from "~/lib/lazy-section";

/** Most visits are to an article: the Coming Soon view's code loads after the first paint. */
const ComingSoon = lazySection(() =>
  import("~/components/blog/coming-soon").then((m) => m.ComingSoon),
);

// No loader: the post index ships with the route, so any slug (even one that was never
// prerendered) renders here, as a full article or as the Coming Soon view.
export const meta: Route.MetaFunction = ({ params, location }) =>
  blogPostMeta(params.slug, location.pathname);

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = getPost(params.slug);
  return post?.hasBody ? <ArticleView key={post.slug} post={post} /> : <ComingSoon />;
}

// A client-side navigation renders this page once its lazy sections have arrived.
await lazySectionsReady();
