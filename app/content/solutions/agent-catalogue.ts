import type { Agent } from "~/content/schema";

/**
 * The four agent archetypes. One list, rendered by the AgentCatalogue section on both
 * /ai-agents and /services/our-agents.
 */
export const agentArchetypes = [
  {
    name: "Sales Agent",
    category: "Sales",
    icon: "target",
    description:
      "Replies to every new lead within a minute, asks your qualifying questions and books the right prospects straight into your team's calendar.",
    features: [
      "Instant replies on web chat, email and text",
      "Lead scoring against your ideal customer",
      "Calendar booking with automatic reminders",
      "CRM notes written after every conversation",
    ],
    page: "/ai/sales-agents",
  },
  {
    name: "Customer Service Agent",
    category: "Customer Service",
    icon: "headset",
    description:
      "Handles up to 80% of common support queries on any channel, in your voice, and passes the rest to your team with the whole conversation attached.",
    features: [
      "Trained on your policies, FAQs and past tickets",
      "Answers in the customer's own language",
      "Booking, order and account look-ups",
      "Hand-off to a named person for anything sensitive",
    ],
    page: "/ai/customer-service-agents",
  },
  {
    name: "Marketing Agent",
    category: "Marketing",
    icon: "megaphone",
    description:
      "Turns one idea, job photo or recorded call into a week of on-brand posts, emails and blog drafts, ready for your approval.",
    features: [
      "A content calendar drafted every Monday",
      "Posts and newsletters in your brand voice",
      "Review requests after every completed job",
      "A monthly summary of what brought in enquiries",
    ],
    page: "/ai/marketing-agents",
  },
  {
    name: "HR Agent",
    category: "Human Resources",
    icon: "users",
    description:
      "Screens applications, schedules interviews and guides new hires through their first weeks, so managers spend their time on people, not paperwork.",
    features: [
      "Application screening against your criteria",
      "Interview scheduling and candidate updates",
      "Onboarding checklists for every new starter",
      "Handbook and time-off questions answered",
    ],
  },
] satisfies Agent[];
