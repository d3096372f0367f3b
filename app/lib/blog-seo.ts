import type { MetaDescriptor } from "react-router";

import { site } from "~/config/site";
import { type BlogPost, getPost } from "~/lib/blog";
import { absoluteUrl, seo } from "~/lib/seo";

export const blogSeo = {
  title: "Blog: AI and Automation for Small Business",
  description:
    "Practical guides on AI strategy, automation, roadmaps and team training for owners of small and mid-sized service businesses.",
};

/** Schema.org BlogPosting for a full article. */
function blogPosting(post: BlogPost, path: string) {
  const url = absoluteUrl(path.replace(/\/+$/, ""));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    datePublished: post.date,
    dateModified: post.date,
    wordCount: post.words,
    timeRequired: `PT${post.readingMinutes}M`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    isPartOf: { "@type": "Blog", name: `${site.name} Blog`, url: absoluteUrl("/blog") },
  };
}

/**
 * Meta for /blog/{slug}. A full article gets its own tags and BlogPosting data; a listed post
 * without a body keeps its title; an unknown slug gets one slug-free, noindexed set of tags.
 */
export function blogPostMeta(slug: string | undefined, path: string): MetaDescriptor[] {
  const post = getPost(slug);
  if (post?.hasBody) {
    return seo({
      title: post.title,
      description: post.excerpt,
      path,
      jsonLd: [blogPosting(post, path)],
    });
  }
  if (post) return seo({ title: post.title, description: post.excerpt, path });
  return seo({
    title: "Article Coming Soon",
    description:
      "This article is being crafted and will be available shortly. Read our published guides on AI and automation meanwhile.",
    path: "/blog",
    noindex: true,
  });
}
