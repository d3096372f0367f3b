import type * as React from "react";

import { LazyPostIllustration } from "~/components/blog/lazy-post-illustration";
import { SmartLink } from "~/components/ui/smart-link";
import type { BlogPost } from "~/lib/blog";
import { formatIsoDate } from "~/lib/dates";
import { cn } from "~/lib/cn";

type BlogCardProps = {
  post: BlogPost;
  /** Ref to the card's link, so a list can move focus to a newly shown card. */
  linkRef?: React.Ref<HTMLAnchorElement>;
  className?: string;
};

/** One post in a list: illustration, category, title (the link), excerpt, date and length. */
export function BlogCard({ post, linkRef, className }: BlogCardProps) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-sm transition hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
        className,
      )}
    >
      <LazyPostIllustration
        slug={post.slug}
        illustration={post.illustration}
        description={post.imageDescription}
        image={post.image}
        className="border-b border-border"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
          {post.category}
        </p>
        <h3 className="mt-2 text-xl leading-snug font-semibold text-brand-950">
          <SmartLink
            ref={linkRef}
            to={`/blog/${post.slug}`}
            className="outline-none group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </SmartLink>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <p className="mt-5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <time dateTime={post.date}>{formatIsoDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.hasBody ? `${post.readingMinutes} min read` : "In the works"}</span>
        </p>
      </div>
    </article>
  );
}
