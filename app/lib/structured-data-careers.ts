/** The careers page's JSON-LD: one JobPosting per opening (lib/structured-data.ts). */
import { site } from "~/config/site";
import { context } from "~/lib/structured-data";
import { absoluteUrl } from "~/lib/url";

type Opening = {
  title: string;
  department: string;
  employmentType: string;
  datePosted: string;
  description: string;
};

/** A remote job: TELECOMMUTE with the countries applicants may work from. */
export function jobPosting(job: Opening) {
  const posted = new Date(`${job.datePosted}T00:00:00Z`);
  const validThrough = new Date(posted.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    "@context": context,
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${job.description}</p>`,
    datePosted: job.datePosted,
    validThrough,
    employmentType: job.employmentType,
    industry: "Business consulting",
    occupationalCategory: job.department,
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "United States" },
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    url: absoluteUrl("/company/careers"),
  };
}
