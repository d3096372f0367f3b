import cashFlowManagement from "../../../public/images/automations/cash-flow-management.svg?data-uri";
import itAssetManagement from "../../../public/images/automations/it-asset-management.svg?data-uri";
import marketingManagement from "../../../public/images/automations/marketing-management.svg?data-uri";
import salesManagement from "../../../public/images/automations/sales-management.svg?data-uri";

import type { AutomationSlug } from "./slugs";

/**
 * The automation pages' mock-ups (public/images/automations/<slug>.svg), inlined (`?data-uri`):
 * each page's hero draws its own as markup, and the /automations hero previews all four the same
 * way, in the page's Inter. As `<img>` files the previews would each be an SVG document of its
 * own, built on the main thread as the page loads, with system font lookups for its labels.
 * One module for the family, so the overview and the pages share one chunk.
 */
export const automationDrawings = {
  "sales-management": salesManagement,
  "marketing-management": marketingManagement,
  "cash-flow-management": cashFlowManagement,
  "it-asset-management": itAssetManagement,
} satisfies Record<AutomationSlug, string>;
