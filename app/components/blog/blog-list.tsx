import { startTransition, useEffect, useRef, useState } from "react";

import { BlogCard } from "~/components/blog/blog-card";
import { Button } from "~/components/ui/button";
import { timing } from "~/config/timing";
import { track } from "~/lib/analytics";
import type { BlogPost } from "~/lib/blog";
import { takeEarlySubmit } from "~/lib/early-submit";

type BlogListProps = {
  posts: BlogPost[];
  pageSize?: number;
  step?: number;
};

/**
 * Post cards, a page at a time: 'Load More Articles' shows the next batch and disappears once
 * every post is visible. Keyboard focus moves to the first newly shown card.
 *
 * The button submits a small form, so a press before hydration is not lost: the inline
 * early-submit guard holds it and marks the form, and the first effect here honours it
 * (`app/lib/early-submit.ts`, as the site's forms do). Without JavaScript the form's action jumps
 * to the plain list of the remaining articles below it.
 */
export function BlogList({
  posts,
  pageSize = timing.blog.pageSize,
  step = timing.blog.step,
}: BlogListProps) {
  const [visible, setVisible] = useState(Math.min(pageSize, posts.length));
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    links.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [visible]);

  const loadMore = () => {
    track("blogLoadMore", { page: location.pathname });
    focusIndex.current = visible;
    // A transition: the click's frame paints at once, and React renders the new cards (with their
    // illustrations) in interruptible work after it.
    startTransition(() => setVisible((n) => Math.min(n + step, posts.length)));
  };

  // A press held from before hydration: the form is marked ready, so submitting it again now
  // reaches the handler below.
  useEffect(() => {
    if (takeEarlySubmit(formRef.current)) formRef.current?.requestSubmit();
  }, []);

  return (
    <>
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {posts.slice(0, visible).map((post, i) => (
          <li key={post.slug}>
            <BlogCard
              post={post}
              linkRef={(el) => {
                links.current[i] = el;
              }}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {visible < posts.length
            ? `Showing ${visible} of ${posts.length} articles`
            : `Showing all ${posts.length} articles`}
        </p>
        {visible < posts.length && (
          <form
            ref={formRef}
            action="#more-articles"
            onSubmit={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            <Button type="submit" variant="outline" size="lg">
              Load More Articles
            </Button>
          </form>
        )}
        {visible < posts.length && (
          // Without JavaScript the button cannot work: list the rest as plain links instead.
          <noscript>
            <ul id="more-articles" role="list" className="grid gap-2 text-center">
              {posts.slice(visible).map((post) => (
                <li key={post.slug}>
                  <a className="font-semibold text-brand-700 underline" href={`/blog/${post.slug}`}>
                    {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </noscript>
        )}
      </div>
    </>
  );
}
