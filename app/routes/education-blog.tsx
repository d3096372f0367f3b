import type { Route } from "./+types/education-blog";
import { BlogHeroArt } from "~/components/blog/blog-hero-art";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { PostShelf } from "~/components/sections/post-shelf";
import { RelatedPages } from "~/components/sections/related-pages";
import { ArrowLink } from "~/components/ui/arrow-link";
import {
  educationArticles,
  educationBlogHero,
  educationBlogRelated,
  educationBlogSeo,
  educationPosts,
  leaderArticles,
  leaderPosts,
} from "~/content/pages/education-blog";
import { seo } from "~/lib/seo";
import { IconList } from "~/components/ui/icon-list";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...educationBlogSeo, path: location.pathname });

export default function EducationBlog() {
  const { aside } = educationArticles;
  return (
    <>
      <Hero
        {...educationBlogHero}
        aside={<BlogHeroArt posts={educationPosts} />}
        mediaOnLargeScreens
      />
      <PostShelf
        {...educationArticles}
        posts={educationPosts}
        id="education-articles"
        aside={
          <div className="flex h-full flex-col rounded-card border border-brand-200 bg-brand-50 p-8">
            <h3 className="text-lg font-semibold text-brand-950">{aside.title}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">{aside.text}</p>
            <h4 className="mt-6 font-semibold text-brand-950">In these articles</h4>
            <IconList items={aside.topics} size="sm" className="mt-3 flex-1 content-start" />
            <ul role="list" className="mt-6 grid gap-3">
              {aside.links.map((l) => (
                <li key={l.to}>
                  <ArrowLink to={l.to}>{l.label}</ArrowLink>
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <PostShelf {...leaderArticles} posts={leaderPosts} tone="muted" id="leader-articles" />
      <CtaBand
        title="Ready to train your team?"
        text="Reading is a start. In a free 30-minute call we will suggest the program that fits your team and what it should save you."
        primary={{ label: "Plan Your Team's Training", to: "booking" }}
        secondary={{ label: "Browse the Full Blog", to: "/blog" }}
      />
      <RelatedPages title="Explore other education resources" items={educationBlogRelated} />
    </>
  );
}
