import { lazy } from "react";

import type { Route } from "./+types/blog-post";
import { ArticleView } from "~/components/blog/article-view";
import { Prose } from "~/components/blog/prose";
import { getPost } from "~/lib/blog";
import { blogPostMeta } from "~/lib/blog-seo";

export const meta: Route.MetaFunction = ({ params, location }) =>
  blogPostMeta(params.slug, location.pathname);

/** An article's body and related links: read when the prerender runs, never in the bundle. */
export async function loader({ params }: Route.LoaderArgs) {
  const { default: articles } = await import("virtual:content/blog-articles");
  return params.slug !== undefined && Object.hasOwn(articles, params.slug)
    ? articles[params.slug]!
    : null;
}

/**
 * Any slug renders here: a published article, or the Coming Soon view for a listed post without
 * its article and for an unknown slug, which have no prerendered data to fetch.
 */
export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return getPost(params.slug)?.hasBody ? serverLoader() : null;
}

/**
 * The Coming Soon view loads only where it is shown: its code, with the cards of the published
 * posts, is not part of an article's first load.
 */
const LazyComingSoon = lazy(() => import("~/components/blog/coming-soon-entry"));

export default function BlogPost({ params, loaderData }: Route.ComponentProps) {
  const post = getPost(params.slug);
  return post?.hasBody && loaderData ? (
    <ArticleView key={post.slug} post={post} related={loaderData.related}>
      <Prose html={loaderData.html} />
    </ArticleView>
  ) : (
    <LazyComingSoon />
  );
}
