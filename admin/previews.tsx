/**
 * Previews in the editor, drawn with the site's own components and stylesheet, so what staff
 * see while typing is what the page will show. Each template turns the entry being edited into
 * the record the page receives (images from the editor's uploads, sizes until the build reads
 * the real ones) and renders the same section the route renders.
 */
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import * as React from "react";
import { MemoryRouter } from "react-router";

import { ArticleView } from "~/components/blog/article-view";
import { BlogCard } from "~/components/blog/blog-card";
import { ComingSoon } from "~/components/blog/coming-soon";
import { proseClasses } from "~/components/blog/prose";
import { CaseStudyList } from "~/components/sections/case-study-list";
import { EpisodeList } from "~/components/sections/podcast-episodes";
import { JobOpenings } from "~/components/sections/job-openings";
import { TeamGrid } from "~/components/sections/team-grid";
import type { CaseStudy, Image, JobOpening, PodcastEpisode, TeamMember } from "~/content/schema";
import { type BlogPost, readingMinutes } from "~/lib/blog";
import { completeIconSprite } from "~/lib/icon-sprite";

type Data = Record<string, unknown>;
/** Where uploads are served from (the config's public_folder). */
const uploadsUrl = "/media/uploads";
const dataOf = (entry: PreviewTemplateComponentProps["entry"]) =>
  (entry.get("data")?.toJS?.() ?? {}) as Data;
const str = (v: unknown, fallback = "") => (typeof v === "string" && v ? v : fallback);

/** An image field as the page gets it; the preview does not know the file's size yet. */
function previewImage(
  value: unknown,
  getAsset: PreviewTemplateComponentProps["getAsset"],
  size: { width: number; height: number },
): Image | undefined {
  const img = value as { src?: string; alt?: string } | undefined;
  if (!img?.src) return undefined;
  // Decap treats a path starting with "/" as a public URL and never looks at uploads it holds in
  // memory; by file name it resolves against the media folder and finds them (or loads them
  // from the backend), so a picture shows before the entry is saved.
  const uploaded = img.src.startsWith(`${uploadsUrl}/`);
  const asset = getAsset(uploaded ? img.src.slice(uploadsUrl.length + 1) : img.src);
  return { src: String(asset) || img.src, alt: str(img.alt), ...size };
}

/** A half-typed entry must never take the editor down: show a note instead of the preview. */
class PreviewBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p className="p-6 text-muted-foreground">
        The preview appears once the fields are filled in.
      </p>
    ) : (
      this.props.children
    );
  }
}

/** The site's pages use router links; the preview has no router of its own. */
function Page({ children }: { children: React.ReactNode }) {
  // Icons point to symbols in their own document: the preview frame gets the whole sprite.
  const frame = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (frame.current) void completeIconSprite(frame.current.ownerDocument);
  }, []);
  return (
    <MemoryRouter>
      <div ref={frame} className="bg-background font-sans text-foreground antialiased">
        <PreviewBoundary>
          {/* The blog's pictures load as lazy sections (components/blog/lazy-post-illustration). */}
          <React.Suspense fallback={null}>{children}</React.Suspense>
        </PreviewBoundary>
      </div>
    </MemoryRouter>
  );
}

function wordsIn(markdown: string) {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function BlogPostPreview({ entry, widgetFor, getAsset }: PreviewTemplateComponentProps) {
  const d = dataOf(entry);
  const body = str(d.body);
  const words = wordsIn(body);
  // Items being typed may still lack fields; the page needs all three.
  const related = (Array.isArray(d.related) ? (d.related as Data[]) : []).map((r) => ({
    title: str(r?.title, "Title"),
    description: str(r?.description),
    link: str(r?.link, "/"),
  }));
  const post: BlogPost = {
    slug: str(d.slug, "new-post"),
    category: str(d.category, "Automation") as BlogPost["category"],
    title: str(d.title, "Title"),
    excerpt: str(d.excerpt),
    imageDescription: str(d.imageDescription),
    illustration: str(d.illustration, "network") as BlogPost["illustration"],
    image: previewImage(d.image, getAsset, { width: 1600, height: 900 }),
    author: str(d.author),
    date: str(d.date, "2026-01-01"),
    comingSoon: Boolean(d.comingSoon),
    hasBody: words > 0,
    words,
    readingMinutes: readingMinutes(words),
  };
  return (
    <Page>
      <p className="bg-brand-950 px-6 py-2 text-sm text-brand-100">On the blog list:</p>
      <div className="max-w-sm p-6">
        <BlogCard post={post} />
      </div>
      <p className="bg-brand-950 px-6 py-2 text-sm text-brand-100">
        {post.comingSoon
          ? "The post's page (Coming Soon until the article is written):"
          : "The article:"}
      </p>
      {post.comingSoon ? (
        <ComingSoon />
      ) : (
        <ArticleView post={post} related={related}>
          <div className={proseClasses}>{widgetFor("body")}</div>
        </ArticleView>
      )}
    </Page>
  );
}

export function CaseStudyPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const d = dataOf(entry);
  const study: CaseStudy = {
    slug: str(d.slug, "case-study"),
    title: str(d.title, "Title"),
    industry: str(d.industry),
    challenge: str(d.challenge),
    solution: str(d.solution),
    figures: (Array.isArray(d.figures) ? d.figures : []).map((f) => {
      const fig = (f ?? {}) as Record<string, unknown>;
      return { value: str(fig.value), label: str(fig.label) };
    }),
    results: (Array.isArray(d.results) ? d.results : []).map(String),
    image: previewImage(d.image, getAsset, { width: 640, height: 400 }) ?? {
      src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
      alt: "",
      width: 640,
      height: 400,
    },
    caption: str(d.caption),
  };
  return (
    <Page>
      <CaseStudyList items={[study]} />
    </Page>
  );
}

export function JobOpeningPreview({ entry }: PreviewTemplateComponentProps) {
  const d = dataOf(entry);
  const job: JobOpening = {
    title: str(d.title, "Job title"),
    department: str(d.department),
    location: "Remote",
    employmentType: str(d.employmentType, "FULL_TIME") as JobOpening["employmentType"],
    datePosted: str(d.datePosted, "2026-01-01"),
    description: str(d.description),
  };
  return (
    <Page>
      <JobOpenings title="Open roles" items={[job]} />
    </Page>
  );
}

export function PodcastEpisodePreview({ entry }: PreviewTemplateComponentProps) {
  const d = dataOf(entry);
  const episode: PodcastEpisode = {
    number: Number(d.number) || 1,
    title: str(d.title, "Title"),
    description: str(d.description),
    minutes: Number(d.minutes) || 1,
  };
  return (
    <Page>
      <EpisodeList title="Episodes" items={[episode]} />
    </Page>
  );
}

export function TeamMemberPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const d = dataOf(entry);
  const image = previewImage(d.image, getAsset, { width: 240, height: 240 });
  const person: TeamMember = {
    name: str(d.name, "Name"),
    role: str(d.role),
    bio: str(d.bio),
    image: image ?? { src: "", alt: "", width: 240, height: 240 },
    ...(str(d.link) ? { link: str(d.link) } : {}),
  };
  return (
    <Page>
      <TeamGrid title="The people you will work with" items={image ? [person] : []} />
    </Page>
  );
}
