import type { Route } from "./+types/education-blog";
import { Hero } from "~/components/sections/hero";
import { RelatedPages } from "~/components/sections/related-pages";
import {
  educationBlogHero,
  educationBlogRelated,
  educationBlogSeo,
  educationReading,
} from "~/content/pages/education-blog";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ ...educationBlogSeo, path: location.pathname });

export default function EducationBlog() {
  return (
    <>
      <Hero {...educationBlogHero} />
      <RelatedPages title="Start reading" items={educationReading} />
      <RelatedPages title="Explore other education resources" items={educationBlogRelated} />
    </>
  );
}
