/**
 * The content editor at /admin/: Decap CMS with this site's collections (admin/config.ts) and
 * previews drawn with the site's own components and stylesheet (admin/previews.tsx). Its own
 * page and bundle (vite.admin.config.ts): no public page imports anything from here.
 */
import CMS from "decap-cms-app";

import siteCss from "~/styles/app.css?inline";

import { cmsConfig } from "./config";
import {
  BlogPostPreview,
  CaseStudyPreview,
  JobOpeningPreview,
  PodcastEpisodePreview,
  TeamMemberPreview,
} from "./previews";

CMS.registerPreviewStyle(siteCss, { raw: true });
CMS.registerPreviewTemplate("blog", BlogPostPreview);
CMS.registerPreviewTemplate("caseStudies", CaseStudyPreview);
CMS.registerPreviewTemplate("jobs", JobOpeningPreview);
CMS.registerPreviewTemplate("podcast", PodcastEpisodePreview);
CMS.registerPreviewTemplate("team", TeamMemberPreview);
CMS.init({ config: cmsConfig(window.location.origin) as never });
