import { PostIllustration } from "~/components/blog/post-illustration";
import type { BlogPost } from "~/lib/blog";

/** Decorative fan of the latest posts' illustrations beside the blog heading (large screens). */
export function BlogHeroArt({ posts }: { posts: BlogPost[] }) {
  const [front, ...back] = posts.slice(0, 3);
  if (!front) return null;
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto hidden aspect-[5/4] w-full max-w-md lg:block"
    >
      {back.map((post, i) => (
        <PostIllustration
          key={post.slug}
          decorative
          slug={post.slug}
          category={post.category}
          description={post.imageDescription}
          className={
            i === 0
              ? "absolute top-0 left-0 w-3/5 -rotate-6 rounded-card shadow-lg"
              : "absolute right-0 bottom-0 w-3/5 rotate-6 rounded-card shadow-lg"
          }
        />
      ))}
      <PostIllustration
        decorative
        slug={front.slug}
        category={front.category}
        description={front.imageDescription}
        className="absolute top-1/2 left-1/2 w-3/4 -translate-x-1/2 -translate-y-1/2 rounded-card shadow-2xl ring-1 ring-white/10"
      />
    </div>
  );
}
