import { BookCallButton } from "~/components/ui/book-call-button";
import { Icon } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section";
import type { JobOpening } from "~/content/schema";
import { formatIsoDate } from "~/lib/dates";

/** How each employment type reads on the page. */
export const employment = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
} as const;

type JobOpeningsProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  items: JobOpening[];
  id?: string;
};

/** Open roles as rows: title, department, location, type, posting date, summary and Apply Now. */
export function JobOpenings({ eyebrow, title, intro, items, id = "openings" }: JobOpeningsProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading eyebrow={eyebrow} title={title} intro={intro} id={`${id}-title`} />
      <ul role="list" className="grid gap-5">
        {items.map((job) => (
          <li
            key={job.title}
            data-opening=""
            className="grid gap-5 rounded-card border border-border bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center lg:gap-10"
          >
            <div>
              <h3 className="text-xl font-semibold text-brand-950">{job.title}</h3>
              <dl className="mt-3 flex flex-wrap gap-2 text-sm">
                <div className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                  <dt className="sr-only">Department</dt>
                  <dd>{job.department}</dd>
                </div>
                <div className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                  <dt className="sr-only">Location</dt>
                  <dd className="inline-flex items-center gap-1">
                    <Icon name="map-pin" className="size-3.5" />
                    {job.location}
                  </dd>
                </div>
                <div className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                  <dt className="sr-only">Type</dt>
                  <dd>{employment[job.employmentType]}</dd>
                </div>
                <div className="inline-flex items-center gap-1 py-1 text-muted-foreground sm:px-1">
                  <dt>Posted</dt>
                  <dd>
                    <time dateTime={job.datePosted}>{formatIsoDate(job.datePosted)}</time>
                  </dd>
                </div>
              </dl>
              <p className="mt-4 max-w-3xl leading-relaxed text-muted-foreground">
                {job.description}
              </p>
            </div>
            <BookCallButton variant="default" size="lg" className="justify-self-start">
              Apply Now<span className="sr-only">: {job.title}</span>
            </BookCallButton>
          </li>
        ))}
      </ul>
    </Section>
  );
}
