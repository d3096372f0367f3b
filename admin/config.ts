/**
 * The Decap CMS configuration: what staff can edit at /admin/, in the order they think of it.
 * Every collection writes the files the build reads (scripts/content-load.ts) and every field
 * mirrors the zod schema in app/content/schema.ts (the one source of truth): the same names,
 * the same required fields, the same limits. admin/config.test.ts checks both directions.
 *
 * Written out by hand so staff-facing words (labels, hints) read well; the option lists come from
 * the schema's own enums so they can never drift.
 */
import { blogCategories, blogIllustrations } from "~/content/schema";

/** A Decap field (the subset of options this site uses). */
export type CmsField = {
  label: string;
  name: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  fields?: CmsField[];
  field?: CmsField;
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  media_library?: { config: Record<string, unknown> };
};

/** Text of `min` to `max` characters (Decap checks a pattern; the build checks the same). */
export function length(min: number, max?: number): [string, string] {
  return max
    ? [`^[\\s\\S]{${min},${max}}$`, `Between ${min} and ${max} characters`]
    : [`^[\\s\\S]{${min},}$`, `At least ${min} characters`];
}

const string = (
  label: string,
  name: string,
  min: number,
  max?: number,
  hint?: string,
): CmsField => ({
  label,
  name,
  widget: "string",
  pattern: length(min, max),
  ...(hint ? { hint } : {}),
});
const text = (label: string, name: string, min: number, max?: number, hint?: string): CmsField => ({
  ...string(label, name, min, max, hint),
  widget: "text",
});
const day = (label: string, name: string, hint?: string): CmsField => ({
  label,
  name,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
  ...(hint ? { hint } : {}),
});
const order: CmsField = {
  label: "Position in the list",
  name: "order",
  widget: "number",
  value_type: "int",
  min: 1,
  default: 1,
  hint: "Lower numbers come first.",
};
/** An uploaded picture with its description; width and height are read from the file at build. */
const image = (label: string, required = true): CmsField => ({
  label,
  name: "image",
  widget: "object",
  ...(required ? {} : { required: false }),
  summary: "{{fields.alt}}",
  fields: [
    {
      label: "Picture",
      name: "src",
      widget: "image",
      choose_url: false,
      ...(required ? {} : { required: false }),
      hint: "PNG, JPEG, WebP or SVG. Uploads go to the site's media folder.",
    },
    {
      ...string("Description for people who can't see it (alt text)", "alt", 5, 200),
      ...(required ? {} : { required: false }),
      hint: required
        ? "Say what the picture shows, in one sentence."
        : "Required when you add a picture: say what it shows, in one sentence.",
    },
  ],
});

const illustrationLabels: Record<(typeof blogIllustrations)[number], string> = {
  strategy: "Compass over a rising chart (strategy)",
  roadmap: "Road with milestone flags (roadmap)",
  "org-chart": "Organization chart (leadership)",
  education: "Team at a laptop (learning)",
  agents: "Friendly robot chatting (AI agents)",
  funnel: "Sales funnel (sales)",
  gauge: "Gauge and coins (return on investment)",
  "cash-chart": "Cash line chart (finance)",
  workflow: "Connected workflow steps (automation)",
  network: "Connected dots (anything else)",
};

export const collections = [
  {
    name: "blog",
    label: "Blog posts",
    label_singular: "Blog post",
    description:
      "Articles on the blog. A post ticked Coming Soon is listed with a Coming Soon page; write the article and untick it to publish the full text.",
    folder: "app/content/blog",
    extension: "md",
    format: "frontmatter",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} · {{date}}",
    sortable_fields: ["date", "title", "category"],
    preview_path: "blog/{{slug}}",
    fields: [
      string("Title", "title", 10, 60, "10 to 60 characters. The web address is made from it."),
      {
        label: "Category",
        name: "category",
        widget: "select",
        options: [...blogCategories],
      },
      text(
        "Summary",
        "excerpt",
        50,
        160,
        "One or two sentences (50 to 160 characters) shown on the blog list and in search results.",
      ),
      day("Publication date", "date"),
      string("Author", "author", 3, undefined, "Full name, as readers should see it."),
      {
        label: "Drawing",
        name: "illustration",
        widget: "select",
        default: "network",
        hint: "The drawing shown with the post when it has no picture of its own.",
        options: blogIllustrations.map((value) => ({ label: illustrationLabels[value], value })),
      },
      text(
        "What the drawing shows",
        "imageDescription",
        20,
        200,
        "Read aloud to people who can't see the drawing (20 to 200 characters).",
      ),
      image("Picture (optional, replaces the drawing)", false),
      {
        label: "Related pages",
        name: "related",
        widget: "list",
        min: 1,
        max: 3,
        summary: "{{fields.title}}",
        hint: "One to three pages of this site to read next.",
        fields: [
          string("Title", "title", 3),
          text("Description", "description", 10),
          {
            label: "Page address",
            name: "link",
            widget: "string",
            pattern: ["^/", "A page of this site, starting with /, like /automations"],
          },
        ],
      },
      {
        label: "Coming soon (no article yet)",
        name: "comingSoon",
        widget: "boolean",
        required: false,
        default: false,
        hint: "Listed on the blog with a Coming Soon page. Untick when the article below is written.",
      },
      {
        label: "Draft (hidden from the site)",
        name: "draft",
        widget: "boolean",
        required: false,
        default: false,
        hint: "A draft is saved but stays off the blog, the sitemap and the feed.",
      },
      {
        label: "Article",
        name: "body",
        widget: "markdown",
        required: false,
        hint: "Use headings (Heading 2 and 3), lists and links. Leave empty for a Coming Soon post.",
      },
    ],
  },
  {
    name: "caseStudies",
    label: "Case studies",
    label_singular: "Case study",
    description: "Client projects on the Case Studies page, in their position order.",
    folder: "app/content/case-studies",
    extension: "yml",
    format: "yml",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    preview_path: "resources/case-studies",
    fields: [
      string("Title", "title", 5),
      string("Industry", "industry", 3),
      text(
        "The challenge",
        "challenge",
        40,
        undefined,
        "What the client struggled with (40 characters or more).",
      ),
      text("The solution", "solution", 40, undefined, "What we built (40 characters or more)."),
      {
        label: "Figures",
        name: "figures",
        widget: "list",
        min: 1,
        max: 3,
        hint: "One to three results that read as numbers, shown large: the figure (8 characters at most, such as 75% or 9 hrs) and what it measures.",
        fields: [string("Figure", "value", 1, 8), string("What it measures", "label", 5, 70)],
      },
      {
        label: "Results",
        name: "results",
        widget: "list",
        min: 2,
        hint: "Two or more measured results, one per line.",
        field: string("Result", "result", 5),
      },
      image("Picture"),
      string("Caption", "caption", 10, undefined, "One line under the picture."),
      order,
    ],
  },
  {
    name: "jobs",
    label: "Job openings",
    label_singular: "Job opening",
    description: "Open roles on the Careers page.",
    folder: "app/content/jobs",
    extension: "yml",
    format: "yml",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    preview_path: "company/careers",
    fields: [
      string("Job title", "title", 3),
      string("Team", "department", 2, undefined, "For example Automation, Sales or Leadership."),
      {
        label: "Location",
        name: "location",
        widget: "select",
        options: ["Remote"],
        default: "Remote",
        hint: "Every role is remote.",
      },
      {
        label: "Type of work",
        name: "employmentType",
        widget: "select",
        default: "FULL_TIME",
        options: [
          { label: "Full-time", value: "FULL_TIME" },
          { label: "Part-time", value: "PART_TIME" },
          { label: "Contract", value: "CONTRACTOR" },
        ],
      },
      day("Date posted", "datePosted"),
      text(
        "What the job is",
        "description",
        40,
        undefined,
        "Two or three sentences (40 characters or more).",
      ),
      order,
    ],
  },
  {
    name: "podcast",
    label: "Podcast episodes",
    label_singular: "Podcast episode",
    folder: "app/content/podcast",
    extension: "yml",
    format: "yml",
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    preview_path: "education/podcast",
    fields: [
      { label: "Episode number", name: "number", widget: "number", value_type: "int", min: 1 },
      string("Title", "title", 5),
      text("What it is about", "description", 20),
      { label: "Length in minutes", name: "minutes", widget: "number", value_type: "int", min: 1 },
    ],
  },
  {
    name: "reviews",
    label: "Reviews",
    label_singular: "Review",
    description: "Client reviews in the scrolling strip on the home page.",
    folder: "app/content/reviews",
    extension: "yml",
    format: "yml",
    create: true,
    slug: "{{author}}",
    identifier_field: "author",
    preview_path: "",
    fields: [
      {
        label: "Where it was posted",
        name: "platform",
        widget: "select",
        options: ["Google", "Facebook", "YouTube"],
      },
      { label: "Stars", name: "rating", widget: "hidden", default: 5 },
      text("Review", "text", 20),
      {
        label: "Reviewer",
        name: "author",
        widget: "string",
        hint: "Name and business, like: Marcus Bell, Bell & Sons Contracting",
      },
      {
        label: "Month",
        name: "date",
        widget: "string",
        pattern: ["^[A-Z][a-z]+ \\d{4}$", "Month and year, like: September 2026"],
      },
      { label: "Link", name: "link", widget: "hidden", default: "#" },
      order,
    ],
  },
  {
    name: "team",
    label: "Team members",
    label_singular: "Team member",
    description: "The leadership team on the Company page.",
    folder: "app/content/team",
    extension: "yml",
    format: "yml",
    create: true,
    slug: "{{name}}",
    identifier_field: "name",
    preview_path: "company",
    fields: [
      string("Name", "name", 3),
      string("Role", "role", 3),
      text("Short bio", "bio", 20),
      {
        ...image("Portrait", false),
        hint: "Optional. A photo, any size: the site crops it to a circle from the centre and tones it in the brand teal. Without one, the card shows the person's initials.",
      },
      {
        label: "Profile page",
        name: "link",
        widget: "string",
        required: false,
        pattern: ["^/", "A page of this site, starting with /"],
        hint: "Optional: a page about this person, like /company/maya-castillo.",
      },
      order,
    ],
  },
  {
    name: "faq",
    label: "FAQ",
    description: "The questions and answers on the home page, in order.",
    files: [
      {
        name: "faq",
        label: "Home page questions",
        file: "app/content/faq.yml",
        format: "yml",
        preview_path: "",
        fields: [
          string("Heading", "title", 3),
          { ...text("Introduction", "intro", 10), required: false },
          {
            label: "Questions",
            name: "items",
            widget: "list",
            min: 1,
            summary: "{{fields.question}}",
            fields: [string("Question", "question", 10), text("Answer", "answer", 20)],
          },
        ],
      },
    ],
  },
  {
    name: "legal",
    label: "Legal documents",
    description:
      "The numbered sections of each document. The contact block and Last Updated date are added by the site.",
    create: false,
    delete: false,
    files: [
      {
        name: "privacy-policy",
        label: "Privacy Policy",
        file: "app/content/legal/privacy-policy.md",
        format: "frontmatter",
        preview_path: "privacy-policy",
        fields: [{ label: "Text", name: "body", widget: "markdown" }],
      },
      {
        name: "terms-of-agreement",
        label: "Terms of Agreement",
        file: "app/content/legal/terms-of-agreement.md",
        format: "frontmatter",
        preview_path: "terms-of-agreement",
        fields: [{ label: "Text", name: "body", widget: "markdown" }],
      },
    ],
  },
];

/** Where the production editor saves: GitHub, repository and branch set at build time. */
const githubBackend = {
  name: "github",
  repo: import.meta.env.VITE_CMS_REPO ?? "tideline-partners/website",
  branch: import.meta.env.VITE_CMS_BRANCH ?? "main",
  // The OAuth helper that swaps GitHub's code for a token (README: "Publishing from /admin").
  ...(import.meta.env.VITE_CMS_AUTH_URL ? { base_url: import.meta.env.VITE_CMS_AUTH_URL } : {}),
  ...(import.meta.env.VITE_CMS_AUTH_ENDPOINT
    ? { auth_endpoint: import.meta.env.VITE_CMS_AUTH_ENDPOINT }
    : {}),
};

/** The whole configuration; `origin` is the admin page's own (local editing goes through it). */
export function cmsConfig(origin: string) {
  return {
    load_config_file: false,
    backend: githubBackend,
    // `npm run cms`: decap-server writes to this checkout. The admin's dev server proxies
    // /api/v1 to it, so the page only ever talks to its own origin. Ignored off localhost.
    local_backend: { url: `${origin}/api/v1` },
    // On GitHub, drafts wait on a branch and a pull request until someone publishes them.
    publish_mode: "editorial_workflow",
    media_folder: "public/media/uploads",
    public_folder: "/media/uploads",
    site_url: import.meta.env.VITE_SITE_URL ?? "https://www.tidelinepartners.com",
    display_url: import.meta.env.VITE_SITE_URL ?? "https://www.tidelinepartners.com",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections,
  };
}
