import type { AutomationPage } from "./schema";
import salesManagement from "~/content/automation-pages/sales-management";
import marketingManagement from "~/content/automation-pages/marketing-management";
import cashFlowManagement from "~/content/automation-pages/cash-flow-management";
import itAssetManagement from "~/content/automation-pages/it-asset-management";

/** The four automation detail pages, for the build and tests. Each record is its own
 * module in content/automation-pages/, and a page loads only its own (routes/automation-detail.tsx). */
export const automationPages = [
  salesManagement,
  marketingManagement,
  cashFlowManagement,
  itAssetManagement,
] satisfies AutomationPage[];
