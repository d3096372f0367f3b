import { BackToBlog } from "~/components/blog/back-link";
import { BlogCard } from "~/components/blog/blog-card";
import { Hero } from "~/components/sections/hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { publishedPosts } from "~/lib/blog";

/**
 * Any /blog/{slug} without an article. Identical for every slug (listed or unknown), so the
 * host's blog 404 page, a copy of one prerendered Coming Soon page, hydrates without mismatch.
 */
export function ComingSoon() {
  return (
    <>
      <Hero
        eyebrow="From the blog"
        title="Coming Soon!"
        subtitle="This article is being crafted and will be available shortly."
        before={
          <BackToBlog className="mb-8 text-brand-100 hover:text-white" label="Back to the blog" />
        }
        aside={<DraftArt />}
      />
      <Section reveal={false} aria-labelledby="available-title">
        <SectionHeading id="available-title" title="Ready to read now" />
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {publishedPosts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** A page half-written, pencil in hand: decorative, and the same for every slug. */
function DraftArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 240"
      width="320"
      height="240"
      className="mx-auto hidden h-auto w-full max-w-sm lg:block"
    >
      <rect x="50" y="20" width="190" height="210" rx="12" className="fill-white" />
      <path
        d="M78 62h120M78 88h134M78 114h100"
        className="stroke-brand-300"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path
        d="M78 140h60"
        className="stroke-brand-200"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray="2 14"
      />
      <g transform="rotate(40 200 150)">
        <rect x="188" y="60" width="26" height="120" rx="4" className="fill-accent-400" />
        <rect x="188" y="60" width="26" height="16" rx="4" className="fill-brand-200" />
        <path d="M188 180h26l-13 26z" className="fill-accent-100" />
        <path d="M197 198h8l-4 8z" className="fill-brand-950" />
      </g>
      <circle cx="270" cy="40" r="10" className="fill-accent-300" />
      <circle cx="290" cy="70" r="5" className="fill-brand-300" />
    </svg>
  );
}
