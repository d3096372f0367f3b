import type { Route } from "./+types/blog";
import { BlogHeroArt } from "~/components/blog/blog-hero-art";
import { BlogList } from "~/components/blog/blog-list";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { posts, publishedPosts } from "~/lib/blog";
import { blogSeo } from "~/lib/blog-seo";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...blogSeo, path: location.pathname });

export default function Blog() {
  return (
    <>
      <Hero
        eyebrow="Blog"
        title="Insights for Owners Who Want Their Week Back"
        subtitle="Practical guides on AI strategy, automation, roadmaps and training, written for small and mid-sized service businesses. No jargon, just what works."
        aside={<BlogHeroArt posts={publishedPosts} />}
      />
      <Section reveal={false} aria-labelledby="articles-title">
        <SectionHeading id="articles-title" title="Latest articles" />
        <BlogList posts={posts} />
      </Section>
      <CtaBand
        title="Rather talk it through?"
        text="Book a free 30-minute discovery call and we'll point you to the guide, or the project, that fits your business."
      />
    </>
  );
}
