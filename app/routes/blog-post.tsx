import type { Route } from "./+types/blog-post";
import { ArticleView } from "~/components/blog/article-view";
import { ComingSoon } from "~/components/blog/coming-soon";
import { getPost } from "~/lib/blog";
import { blogPostMeta } from "~/lib/blog-seo";

// No loader: the post index ships with the route, so any slug (even one that was never
// prerendered) renders here, as a full article or as the Coming Soon view.
export const meta: Route.MetaFunction = ({ params, location }) =>
  blogPostMeta(params.slug, location.pathname);

export default function BlogPost({ params }: Route.ComponentProps) {
  const post = getPost(params.slug);
  return post?.hasBody ? <ArticleView key={post.slug} post={post} /> : <ComingSoon />;
}
