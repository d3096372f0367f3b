import type * as React from "react";

import { BackToBlog } from "~/components/blog/back-link";
import { LazyPostIllustration } from "~/components/blog/lazy-post-illustration";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import { Section } from "~/components/ui/section";
import type { RelatedPage } from "~/content/schema";
import type { BlogPost } from "~/lib/blog";
import { formatIsoDate } from "~/lib/dates";

/**
 * A full article: header with its facts, the body (`children`: the build-rendered HTML on the
 * site, the editor's own rendering in its preview), related links.
 */
export function ArticleView({
  post,
  related,
  children,
}: {
  post: BlogPost;
  related: RelatedPage[];
  children: React.ReactNode;
}) {
  return (
    <>
      <Hero
        eyebrow={post.category}
        title={post.title}
        subtitle={post.excerpt}
        before={<BackToBlog className="mb-8 text-brand-100 hover:text-white" />}
        actions={
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-brand-100 sm:gap-x-3">
            <dt className="sr-only">Author</dt>
            <dd>
              By <span className="font-semibold text-white">{post.author}</span>
            </dd>
            <dt className="sr-only">Published</dt>
            <dd className="sm:before:mr-3 sm:before:text-brand-300 sm:before:content-['·']">
              <time dateTime={post.date}>{formatIsoDate(post.date)}</time>
            </dd>
            <dt className="sr-only">Reading time</dt>
            <dd className="sm:before:mr-3 sm:before:text-brand-300 sm:before:content-['·']">
              {post.readingMinutes} min read
            </dd>
          </dl>
        }
        aside={
          <LazyPostIllustration
            slug={post.slug}
            illustration={post.illustration}
            description={post.imageDescription}
            image={post.image}
            eager
            className="rounded-card shadow-lg ring-1 ring-white/10"
          />
        }
      />
      <Section reveal={false} width="narrow" aria-label="Article">
        {children}
        <div className="mt-14 border-t border-border pt-8">
          <BackToBlog label="Back to all articles" className="text-brand-700" />
        </div>
      </Section>
      <RelatedPages title="Explore other resources" items={related} />
      <CtaBand
        title="Want help putting this into practice?"
        text="Book a free 30-minute discovery call. We'll look at your week and show you where to start."
      />
    </>
  );
}
