import { Section, SectionHeading } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat-list";
import type { SuccessStoryContent } from "~/content/solutions/schema";

/** One client story on the dark band: the story, the client's words and three result figures. */
export function SuccessStory({
  eyebrow,
  title,
  client,
  paragraphs,
  quote,
  author,
  stats,
}: SuccessStoryContent) {
  return (
    <Section tone="brand" id="success-story" aria-labelledby="success-story-title">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div className="[&>[data-slot=section-heading]]:mb-6">
          <SectionHeading eyebrow={eyebrow} title={title} id="success-story-title" inverted />
          <p className="font-semibold text-accent-300">{client}</p>
          <div className="mt-4 grid gap-4 text-lg leading-relaxed text-brand-100">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <figure className="mt-8 border-l-4 border-accent-400 pl-6">
            <blockquote className="text-xl leading-relaxed font-medium text-white">
              <p>“{quote}”</p>
            </blockquote>
            <figcaption className="mt-3 text-brand-100">{author}</figcaption>
          </figure>
        </div>
        <StatList stats={stats} variant="dark" className="content-center gap-4" />
      </div>
    </Section>
  );
}
