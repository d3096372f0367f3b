import type { WorkflowTemplate } from "~/content/schema";

/** The four workflow templates on /services/our-workflows. */
export const workflowTemplates = [
  {
    name: "Sales Lead Engagement",
    icon: "target",
    description:
      "Replies to every new lead within five minutes, qualifies it with three short questions and books a call with the right salesperson. Clients typically see sales appointments up 40%.",
    highlights: [
      "Instant email and text reply to web, phone and ad leads",
      "Qualifying questions with automatic lead scoring",
      "Five-touch follow-up until the lead books or opts out",
    ],
    integrations: ["HubSpot", "Gmail", "Twilio SMS", "Google Calendar", "Facebook Lead Ads"],
  },
  {
    name: "New Client Onboarding",
    icon: "handshake",
    description:
      "Turns a signed proposal into a complete onboarding: engagement letter, document requests, project set-up and a welcome sequence. Onboarding time drops by 75% on average.",
    highlights: [
      "E-signature and first payment collected in one step",
      "Secure document requests with automatic reminders",
      "Project, folders and tasks created for your team",
    ],
    integrations: ["DocuSign", "Stripe", "Google Drive", "Asana", "QuickBooks Online"],
  },
  {
    name: "Content Repurposing Engine",
    icon: "layers",
    description:
      "Takes one long piece, such as a webinar, podcast episode or blog post, and produces a week of social posts, a newsletter and short clips for your review.",
    highlights: [
      "Transcribes and summarises the source automatically",
      "Drafts posts in your brand voice for approval",
      "Schedules approved posts across your channels",
    ],
    integrations: ["YouTube", "WordPress", "LinkedIn", "Mailchimp", "Buffer"],
  },
  {
    name: "Appointment Reminder System",
    icon: "calendar-check",
    description:
      "Cuts no-shows with text and email reminders, and lets clients confirm, cancel or reschedule with one tap. Reminders go out 24 hours and 1 hour before every appointment.",
    highlights: [
      "Reminders sent 24 hours and 1 hour before each appointment",
      "One-tap confirm, cancel or reschedule links",
      "Freed-up slots offered to your waiting list",
    ],
    integrations: ["Google Calendar", "Calendly", "Twilio SMS", "Gmail", "Slack"],
  },
] satisfies WorkflowTemplate[];

/** Every tool the templates connect, once each, in the order they first appear. */
export const connectedTools = [...new Set(workflowTemplates.flatMap((t) => t.integrations))];
