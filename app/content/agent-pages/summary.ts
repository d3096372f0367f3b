import type { Seo } from "~/content/schema";
import type { Conversation } from "~/content/solutions/schema";
import type { AgentPageSlug } from "~/content/solutions/slugs";

/**
 * What each /ai/* page shares with other chunks, which need it before (or without) the page's
 * own record: its name (the hero's eyebrow and the /ai-agents preview's title), its title and
 * description (meta cannot wait for the record) and its sample conversation (the page's hero
 * visual, and its first exchange is the page's preview on /ai-agents).
 */
export const agentSummary = {
  "sales-agents": {
    name: "AI Sales Agents",
    seo: {
      title: "AI Sales Agents That Book Meetings",
      description:
        "An AI sales agent that replies to every lead in under a minute, qualifies buyers and books appointments into your calendar, 24 hours a day.",
    },
    conversation: {
      agent: "AI sales agent",
      person: "Customer",
      channel: "Website chat, 9:42 pm",
      lines: [
        {
          from: "person",
          text: "Hi, do you do kitchen remodels in Dover? Looking to start in spring.",
        },
        {
          from: "agent",
          text: "We do, and spring works well. Roughly what size is the kitchen, and do you have a budget range in mind?",
        },
        { from: "person", text: "About 15 by 12 feet. Budget around $40–50k." },
        {
          from: "agent",
          text: "That's a good fit for our design-build package. Lisa, our estimator, can visit Thursday at 10 am or Friday at 2 pm. Which suits you?",
        },
      ],
    },
  },
  "marketing-agents": {
    name: "AI Marketing Agents",
    seo: {
      title: "AI Marketing Agents for Small Business",
      description:
        "An AI marketing agent that drafts posts, newsletters and review replies in your brand voice, schedules them and reports what brings in work.",
    },
    conversation: {
      agent: "AI marketing agent",
      person: "You",
      channel: "Team chat, Monday 8:05 am",
      lines: [
        {
          from: "person",
          text: "Finished the Harper Street bathroom on Friday. Photos attached. Client loved the walk-in shower.",
        },
        {
          from: "agent",
          text: "Great project. I've drafted a before-and-after post for Instagram and Facebook, a LinkedIn note on accessible design, and a newsletter feature.",
        },
        { from: "person", text: "Make the LinkedIn one shorter and mention the 3-week timeline." },
        {
          from: "agent",
          text: "Done: 62 words, timeline added. All four are scheduled for this week once you approve.",
        },
      ],
    },
  },
  "customer-service-agents": {
    name: "AI Customer Service Agents",
    seo: {
      title: "AI Customer Service Agents",
      description:
        "An AI customer service agent trained on your business data that answers in many languages, in your voice, and handles up to 80% of common queries.",
    },
    conversation: {
      agent: "AI service agent",
      person: "Customer",
      channel: "Text message in Spanish, Sunday 7:18 am",
      lang: "es",
      lines: [
        {
          from: "person",
          text: "Hola, ¿puedo cambiar mi cita del martes al jueves?",
        },
        {
          from: "agent",
          text: "¡Claro! Tenemos el jueves a las 9:00 o a las 15:30. ¿Cuál prefiere?",
        },
        { from: "person", text: "A las 15:30, gracias." },
        {
          from: "agent",
          text: "Listo: jueves a las 15:30. Le enviaremos un recordatorio 24 horas antes.",
        },
      ],
    },
  },
} satisfies Record<AgentPageSlug, { name: string; seo: Seo; conversation: Conversation }>;
