import type { AutomationPage } from "./schema";
import { type AutomationSlug, automationMockup } from "./slugs";

const image = (slug: AutomationSlug, alt: string) => automationMockup(slug, alt);

/** The four automation detail pages (SPEC 2.5), rendered by routes/automation-detail.tsx. */
export const automationPages = [
  {
    slug: "sales-management",
    seo: {
      title: "Sales Management Automation",
      description:
        "Automate lead capture, follow-up, pipeline updates and sales reporting. Every lead answered in minutes and sales appointments up 40% on average.",
    },
    hero: {
      eyebrow: "Sales Management Automation",
      title: "Close More Deals, Faster.",
      subtitle:
        "Every lead captured, answered within minutes and followed up until it books, while your pipeline updates itself and your forecast stays honest.",
      primary: { label: "Automate My Sales Process", to: "/contact" },
    },
    benefits: {
      eyebrow: "Benefits",
      title: "What changes in your sales week",
      items: [
        {
          icon: "zap",
          title: "Instant lead response",
          description:
            "New enquiries get a personal reply in under five minutes, day or night, before a competitor has called back.",
        },
        {
          icon: "calendar-check",
          title: "More booked appointments",
          description:
            "Automatic follow-up and one-click booking links lift sales appointments by 40% on average.",
        },
        {
          icon: "line-chart",
          title: "A pipeline you can trust",
          description:
            "Deals move stage as emails, quotes and signatures happen, so the forecast reflects reality.",
        },
        {
          icon: "clock",
          title: "Hours back for selling",
          description:
            "Reps stop logging calls and copying notes, and spend that time in front of buyers instead.",
        },
      ],
    },
    media: {
      eyebrow: "See it in action",
      title: "Your pipeline, updating itself",
      paragraphs: [
        "This is the board our sales clients open on Monday morning: every lead, where it came from, what happened next and what is due this week.",
        "Behind it, automations log every email and call, move deals when quotes are sent or signed, and flag anything that has gone quiet for more than three days.",
      ],
      bullets: [
        "Leads from your website, phone line and ads in one place",
        "Stalled deals flagged to the owner after three quiet days",
        "Weekly bookings and win rate tracked without a spreadsheet",
      ],
      image: image(
        "sales-management",
        "Sales pipeline board with columns for new leads, qualified, quote sent and won, beside a weekly bookings chart rising over six weeks",
      ),
    },
    capabilities: {
      eyebrow: "Capabilities",
      title: "Four capabilities that run your sales process",
      items: [
        {
          icon: "route",
          title: "Lead capture and routing",
          description:
            "Web forms, calls, ad leads and email enquiries land in one CRM and go to the right person by service and area.",
        },
        {
          icon: "mail",
          title: "Automated follow-up sequences",
          description:
            "Personal emails and texts go out on a schedule until the lead books, replies or opts out.",
        },
        {
          icon: "file-text",
          title: "Quote and proposal tracking",
          description:
            "Know the moment a proposal is opened, and chase it automatically if it is not signed within a week.",
        },
        {
          icon: "bar-chart",
          title: "Sales reporting",
          description:
            "Leads, conversion and revenue by source, delivered to your inbox every Monday at 7 am.",
        },
      ],
    },
    signature: {
      kind: "metrics",
      eyebrow: "By design",
      title: "Three numbers the system holds to",
      intro:
        "Not promises from a sales deck: these are the rules the automation runs on, from the first day.",
      stats: [
        { value: "5 min", label: "at most before a new lead gets a personal reply" },
        { value: "3 days", label: "of silence before a stalled deal is flagged to you" },
        { value: "0", label: "calls or emails typed into the CRM by hand" },
      ],
    },
    related: [
      {
        title: "AI Sales Agents",
        description: "Add an agent that answers and qualifies leads in under a minute.",
        link: "/ai/sales-agents",
      },
      {
        title: "Marketing Management",
        description: "Fill the top of the pipeline with content and reviews on autopilot.",
        link: "/automations/marketing-management",
      },
      {
        title: "Workflow Templates",
        description: "See the Sales Lead Engagement template and three others in detail.",
        link: "/services/our-workflows",
      },
    ],
    cta: {
      title: "Ready to stop losing leads?",
      text: "Book a free 30-minute call. We'll map your sales process from first enquiry to signed contract and show where automation pays back first.",
    },
  },
  {
    slug: "marketing-management",
    seo: {
      title: "Marketing Automation for Service Firms",
      description:
        "Plan, publish and measure marketing automatically: content calendars, review requests, email nurture and monthly reports, with no in-house team needed.",
    },
    hero: {
      eyebrow: "Marketing Management Automation",
      title: "Run Marketing on Autopilot",
      subtitle:
        "Posts, newsletters and review requests go out every week without you writing them at midnight, and you can finally see which channels bring in paying work.",
      primary: { label: "Automate My Marketing", to: "/contact" },
    },
    benefits: {
      eyebrow: "Benefits",
      title: "Marketing that keeps going when you're busy",
      items: [
        {
          icon: "megaphone",
          title: "Always-on presence",
          description:
            "A steady schedule of posts and emails keeps you visible, even in the months you're too busy to think about marketing.",
        },
        {
          icon: "badge-check",
          title: "More five-star reviews",
          description:
            "Review requests go out automatically the day a job is signed off, when customers are happiest.",
        },
        {
          icon: "target",
          title: "Leads that stay warm",
          description:
            "Prospects who aren't ready yet get useful emails until they are, instead of being forgotten.",
        },
        {
          icon: "bar-chart",
          title: "Budget where it works",
          description:
            "Cost per lead by channel each month, so you move spend to what books real jobs.",
        },
      ],
    },
    media: {
      eyebrow: "See it in action",
      title: "One idea, a month of marketing",
      paragraphs: [
        "Record a five-minute voice note about a recent project. The workflow transcribes it, drafts a blog post, four social posts and a newsletter section, and sends them to you for a quick approval.",
        "Once approved, everything is scheduled across your channels and tracked, so the monthly report shows which pieces brought in enquiries.",
      ],
      image: image(
        "marketing-management",
        "Content calendar with posts scheduled across blog, social, email and reviews for one month, and a review request ending in a five-star rating",
      ),
    },
    capabilities: {
      eyebrow: "Capabilities",
      title: "Four capabilities behind the autopilot",
      items: [
        {
          icon: "calendar-check",
          title: "Content calendar automation",
          description:
            "Approved posts are scheduled to the best times for each channel and recycled when they perform.",
        },
        {
          icon: "mail",
          title: "Email nurture sequences",
          description:
            "New subscribers and cold quotes receive a short, helpful series that ends in a booking link.",
        },
        {
          icon: "badge-check",
          title: "Review generation",
          description:
            "Happy customers are asked for a review; unhappy ones reach you privately first.",
        },
        {
          icon: "line-chart",
          title: "Campaign reporting",
          description:
            "Visits, enquiries and booked jobs by channel, combined into one plain-English monthly report.",
        },
      ],
    },
    signature: {
      kind: "quote",
      quote:
        "Most marketing doesn't fail for lack of ideas. It fails on the Tuesday nobody had time to post. We automate the Tuesday.",
      person: "Daniel Okafor",
    },
    related: [
      {
        title: "AI Marketing Agents",
        description: "An agent that drafts posts and newsletters in your brand voice.",
        link: "/ai/marketing-agents",
      },
      {
        title: "Sales Management",
        description: "Turn the enquiries marketing brings in into booked appointments.",
        link: "/automations/sales-management",
      },
      {
        title: "Workflow Automation",
        description: "How we connect your tools and where we usually start.",
        link: "/automations",
      },
    ],
    cta: {
      title: "Want marketing that runs itself?",
      text: "Book a free call and we'll review your channels, pick the two that matter most and outline the workflow that keeps them fed every week.",
    },
  },
  {
    slug: "cash-flow-management",
    seo: {
      title: "Cash Flow Management Automation",
      description:
        "Automated invoicing, payment reminders and a rolling 13-week cash forecast, so you spot shortfalls weeks ahead and get paid faster.",
    },
    hero: {
      eyebrow: "Cash Flow Management Automation",
      title: "Predict and Control Your Cash Flow",
      subtitle:
        "Invoices go out the day the work is done, reminders chase late payers politely, and a rolling 13-week forecast shows a shortfall while there is still time to act.",
      primary: { label: "Get My Cash-Flow Plan", to: "/contact" },
    },
    benefits: {
      eyebrow: "Benefits",
      title: "Calmer cash, without more bookkeeping",
      items: [
        {
          icon: "file-text",
          title: "Invoices out the same day",
          description:
            "Completed jobs and signed-off milestones trigger invoices automatically, so billing never waits for Friday.",
        },
        {
          icon: "clock",
          title: "Paid sooner",
          description:
            "Polite, escalating reminders go out before and after each due date, so nobody has to chase by phone.",
        },
        {
          icon: "line-chart",
          title: "A 13-week forecast",
          description:
            "Bank, invoice and bill data refresh a rolling forecast every morning, so a gap shows up six weeks out.",
        },
        {
          icon: "wallet",
          title: "Spending under control",
          description:
            "Bills are matched to purchase orders and held for approval before anything leaves the account.",
        },
      ],
    },
    media: {
      eyebrow: "See it in action",
      title: "The next 13 weeks at a glance",
      paragraphs: [
        "Every morning the forecast pulls in what you are owed, what you owe and payroll, and projects your bank balance week by week.",
        "When a week dips below the safety line you set, you get an alert with the invoices to chase and the bills that could move, not a surprise on payday.",
      ],
      image: image(
        "cash-flow-management",
        "Thirteen-week cash forecast chart with weekly money-in and money-out bars, a projected balance line and one low-cash week highlighted below the safety line",
      ),
    },
    capabilities: {
      eyebrow: "Capabilities",
      title: "Four capabilities that protect your cash",
      items: [
        {
          icon: "file-text",
          title: "Automated invoicing",
          description:
            "Invoices created from job, timesheet or milestone data and sent with a payment link.",
        },
        {
          icon: "mail",
          title: "Payment reminders and collections",
          description:
            "A friendly reminder before the due date, firmer ones after, and a task for you at 30 days.",
        },
        {
          icon: "chart-line",
          title: "Rolling cash forecast",
          description:
            "A 13-week view refreshed daily from your accounting and bank feeds, with a safety line alert.",
        },
        {
          icon: "clipboard-check",
          title: "Expense approvals",
          description:
            "Bills over a limit you set go to the right manager for a one-tap approval before payment.",
        },
      ],
    },
    signature: {
      kind: "comparison",
      eyebrow: "Why automate it",
      title: "An automated forecast against the spreadsheet",
      intro: "Most owners already have a cash spreadsheet. The trouble is keeping it true.",
      columns: ["Automated forecast", "Spreadsheet by hand"],
      rows: [
        {
          topic: "How current it is",
          ours: "Updated every morning from your accounting system and bank feed",
          theirs: "As current as the last afternoon someone found to update it",
        },
        {
          topic: "A shortfall ahead",
          ours: "Flagged weeks early, with the invoices and bills behind it",
          theirs: "Found when a payment bounces or payroll is tight",
        },
        {
          topic: "Late invoices",
          ours: "Polite reminders go out on schedule, every time",
          theirs: "Chased when someone remembers, or not at all",
        },
        {
          topic: "The owner's time",
          ours: "A five-minute read on Monday morning",
          theirs: "Half a day a month rebuilding the sheet",
        },
      ],
    },
    related: [
      {
        title: "Financial Analysis",
        description: "Find which jobs and clients make money and which quietly lose it.",
        link: "/leadership/financial-analysis",
      },
      {
        title: "Financial Performance Cards",
        description: "Your key numbers on one page every month, with targets and trends.",
        link: "/leadership/financial-performance-cards",
      },
      {
        title: "Fractional Leadership",
        description: "A part-time CFO or COO to act on what the forecast shows.",
        link: "/fractional-leadership",
      },
    ],
    cta: {
      title: "Know your cash position eight weeks out",
      text: "Book a free call. We'll look at how you invoice and collect today and sketch the forecast your business should be running on.",
    },
  },
  {
    slug: "it-asset-management",
    seo: {
      title: "IT Asset Management Automation",
      description:
        "Track every laptop, phone and software licence automatically. Renewals flagged early, new starters ready on day one and leavers locked out in minutes.",
    },
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
        "it-asset-management",
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
  },
] satisfies AutomationPage[];
