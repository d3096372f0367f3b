import { ArrowLink } from "~/components/ui/arrow-link";
import { Section, SectionHeading } from "~/components/ui/section";
import type { TeamMember } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Portrait } from "~/components/ui/portrait";

type TeamGridProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: TeamMember[];
  id?: string;
};

/** Leadership team: portrait, name, role and a one-line bio; a member with a page links to it. */
export function TeamGrid({ eyebrow, title, intro, items, id = "team" }: TeamGridProps) {
  return (
    <Section tone="muted" id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((m) => (
          <li
            key={m.name}
            className="flex flex-col items-center rounded-card border border-border bg-white p-7 text-center shadow-sm"
          >
            <Portrait name={m.name} image={m.image} decorative className="size-32" />
            <h3 className="mt-5 text-lg font-semibold text-brand-950">{m.name}</h3>
            <p className="mt-1 text-sm font-semibold text-accent-700">{m.role}</p>
            <p className="mt-3 leading-relaxed text-muted-foreground">{m.bio}</p>
            {m.link && (
              <ArrowLink to={m.link} className="mt-4">
                Read {m.name.split(" ")[0]}'s story
              </ArrowLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A decorative round portrait for the hero collage. */
function CollagePortrait({ member, className }: { member: TeamMember; className: string }) {
  return (
    <Portrait
      name={member.name}
      image={member.image}
      priority="eager"
      decorative
      className={className}
    />
  );
}

/** Decorative cluster of the team's portraits for the company hero: a small stack on phones. */
export function TeamCollage({ items }: { items: TeamMember[] }) {
  return (
    <div aria-hidden="true">
      <div className="flex -space-x-3 lg:hidden">
        {items.map((m) => (
          <CollagePortrait
            key={m.name}
            member={m}
            className="size-14 rounded-full ring-4 ring-brand-950"
          />
        ))}
      </div>
      <div className="hidden grid-cols-3 gap-5 lg:grid">
        {items.map((m, i) => (
          <CollagePortrait
            key={m.name}
            member={m}
            className={cn(
              "size-full rounded-full ring-4 ring-white/10",
              i % 3 === 1 && "translate-y-8",
            )}
          />
        ))}
      </div>
    </div>
  );
}
