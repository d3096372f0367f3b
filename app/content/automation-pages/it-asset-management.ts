import type { AutomationPage } from "~/content/solutions/schema";
import { automationDrawings } from "~/content/solutions/automation-drawings";
import { mockupImage } from "~/content/solutions/slugs";

import { automationSeo } from "./seo";

// Inlined: the hero draws it as markup, with no request before the first paint.
const image = (alt: string) => mockupImage(automationDrawings["it-asset-management"], alt);

/** /automations/it-asset-management: one record, loaded only by its own page (routes/automation-detail.tsx). */
export default {
  slug: "it-asset-management",
  seo: automationSeo["it-asset-management"],
  hero: {
    eyebrow: "IT Asset Management Automation",
    title: "Manage Your Tech, Automatically",
    subtitle:
      "Every laptop, phone and software licence tracked in one place, renewals flagged before they lapse, and new starters set up before their first morning.",
    primary: { label: "Automate My IT Admin", to: "/contact" },
  },
  benefits: {
    eyebrow: "Benefits",
    title: "IT admin that no longer lands on the owner",
    items: [
      {
        icon: "laptop",
        title: "Every device accounted for",
        description:
          "A live register of who has which laptop, phone and tablet, with purchase and warranty dates.",
      },
      {
        icon: "wallet",
        title: "No wasted licences",
        description:
          "Unused software seats are spotted every month and cancelled before the next bill arrives.",
      },
      {
        icon: "calendar-check",
        title: "Renewals on time",
        description:
          "Domains, warranties and subscriptions are flagged 60 days before they expire, with the owner named.",
      },
      {
        icon: "lock",
        title: "Secure starters and leavers",
        description:
          "New hires get their accounts on day one; leavers lose access within minutes of their last shift.",
      },
    ],
  },
  media: {
    eyebrow: "See it in action",
    title: "One register for every device and licence",
    paragraphs: [
      "The register fills itself from your device management, email and billing accounts, so it is right without anyone updating a spreadsheet.",
      "Each month you get a short summary: licences you are paying for but not using, devices out of warranty, and renewals coming up in the next 60 days.",
    ],
    image: image(
      "IT asset register listing laptops and phones with their owners and status badges, beside a gauge showing 42 of 50 software licences in use",
    ),
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Four capabilities that keep your tech in order",
    items: [
      {
        icon: "database",
        title: "Automatic asset register",
        description:
          "Devices and software discovered from your admin consoles and kept current every night.",
      },
      {
        icon: "users",
        title: "Starter and leaver workflows",
        description:
          "One form creates or removes every account, orders equipment and logs the handover.",
      },
      {
        icon: "gauge",
        title: "Licence optimisation",
        description:
          "Seats unused for 30 days are flagged with the monthly saving if they are cancelled.",
      },
      {
        icon: "shield-check",
        title: "Renewal and warranty alerts",
        description:
          "Reminders at 60, 30 and 7 days, so nothing expires in the middle of a busy week.",
      },
    ],
  },
  signature: {
    kind: "faq",
    title: "Questions owners ask about IT automation",
    intro: "Short answers to what comes up on almost every discovery call.",
    items: [
      {
        question: "Do we need to buy new IT software?",
        answer:
          "Usually not. We build the register and the alerts on tools you already pay for, such as your device management console, your password manager and a shared spreadsheet or database.",
      },
      {
        question: "What happens on someone's last day?",
        answer:
          "One form from the manager starts a checklist: accounts locked, licences reclaimed, the device booked in for return and wiped. Each step is ticked off automatically, with a record you can show an auditor.",
      },
      {
        question: "How long does it take to set up?",
        answer:
          "Two to three weeks for most teams of ten to fifty people, including a count of every device and licence you have today.",
      },
    ],
  },
  related: [
    {
      title: "Cash Flow Management",
      description: "Invoicing, reminders and a 13-week forecast that runs itself.",
      link: "/automations/cash-flow-management",
    },
    {
      title: "Workflow Templates",
      description: "Four proven automations you can have live in about two weeks.",
      link: "/services/our-workflows",
    },
    {
      title: "Fractional COO",
      description: "Senior operations leadership to own systems like these.",
      link: "/leadership/fractional-coo",
    },
  ],
  cta: {
    title: "Take IT admin off your to-do list",
    text: "Book a free call. We'll list what you have today, where licences are leaking money and how starters and leavers could run themselves.",
  },
} satisfies AutomationPage;
