import type * as React from "react";

import { BlogCard } from "~/components/blog/blog-card";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BlogPost } from "~/lib/blog";
import { cn } from "~/lib/cn";

type PostShelfProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  posts: BlogPost[];
  /** Fills the row beside a short list of posts (two columns on large screens). */
  aside?: React.ReactNode;
  tone?: "default" | "muted" | "tint";
  id: string;
};

/** A titled row of blog post cards from the blog's index, optionally beside an aside. */
export function PostShelf({ eyebrow, title, intro, posts, aside, tone, id }: PostShelfProps) {
  const cards = posts.map((post) => (
    <li key={post.slug}>
      <BlogCard post={post} />
    </li>
  ));
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      {aside ? (
        // One post: card beside a wide aside. Two or more: cards take two thirds.
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          <ul
            role="list"
            className={cn(
              "grid gap-6 lg:gap-8",
              posts.length > 1 && "sm:col-span-2 sm:grid-cols-2",
            )}
          >
            {cards}
          </ul>
          <div className={posts.length > 1 ? "sm:col-span-2 lg:col-span-1" : "lg:col-span-2"}>
            {aside}
          </div>
        </div>
      ) : (
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {cards}
        </ul>
      )}
    </Section>
  );
}
