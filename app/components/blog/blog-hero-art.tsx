import { LazyPostIllustration } from "~/components/blog/lazy-post-illustration";
import type { BlogPost } from "~/lib/blog";

/** Decorative collage of the latest posts' illustrations beside the blog heading (large screens). */
export function BlogHeroArt({ posts }: { posts: BlogPost[] }) {
  return (
    <div aria-hidden="true" className="mx-auto hidden max-w-md grid-cols-2 gap-4 lg:grid">
      {posts.slice(0, 3).map((post, i) => (
        <LazyPostIllustration
          key={post.slug}
          decorative
          slug={post.slug}
          illustration={post.illustration}
          description={post.imageDescription}
          image={post.image}
          className={
            i === 0
              ? "col-span-2 rounded-card shadow-2xl ring-1 ring-white/10"
              : "rounded-card shadow-lg ring-1 ring-white/10"
          }
        />
      ))}
    </div>
  );
}
