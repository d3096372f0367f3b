import type { GlossaryEntry, HeroContent, RelatedPage, Seo } from "~/content/schema";
import { compareText } from "~/lib/dates";

export const glossarySeo = {
  title: "AI Glossary: Plain-English Definitions",
  description:
    "Plain-English definitions of the AI and automation terms owners hear most, from AI agents and APIs to prompts, RAG and webhooks.",
} satisfies Seo;

export const glossaryHero = {
  eyebrow: "Resources · AI glossary",
  title: "The AI Glossary for Busy Owners",
  subtitle:
    "The jargon you will hear from vendors and consultants, explained in a sentence or two, with what it means for a service business.",
} satisfies HeroContent;

/** The letter groups the spec names, in order. Every entry sits under one of them. */
const glossaryLetters = ["A", "B", "F", "G", "L", "M", "N", "P", "R", "W"] as const;

export const glossaryEntries = [
  {
    letter: "A",
    term: "AI Agent",
    definition:
      "Software that uses AI to carry out a task on its own within set rules, such as answering an enquiry, qualifying a lead or booking an appointment, and hands over to a person when it should.",
  },
  {
    letter: "A",
    term: "Algorithm",
    definition:
      "A fixed set of steps a computer follows to solve a problem or make a decision, like sorting leads by how likely they are to buy.",
  },
  {
    letter: "A",
    term: "API (Application Programming Interface)",
    definition:
      "The doorway one piece of software offers so another can read or send data. APIs are what let your CRM, inbox and accounting system talk to each other.",
  },
  {
    letter: "A",
    term: "Automation",
    definition:
      "Letting software perform a repeatable task, such as sending an invoice reminder, without anyone having to start it by hand.",
  },
  {
    letter: "B",
    term: "Bias",
    definition:
      "A consistent skew in an AI system's output, usually inherited from its training data. It is why AI decisions about people need human review.",
  },
  {
    letter: "B",
    term: "Business Process Automation (BPA)",
    definition:
      "Automating a whole multi-step process across tools and people, such as client onboarding from signed proposal to kickoff meeting.",
  },
  {
    letter: "F",
    term: "Few-Shot Prompting",
    definition:
      "Giving an AI model a few worked examples inside the prompt so it copies the format and tone you want, for instance three past quotes before asking for a new one.",
  },
  {
    letter: "F",
    term: "Fine-Tuning",
    definition:
      "Further training an existing AI model on your own examples so it performs better on a narrow task. Often unnecessary: good prompts and retrieval cover most needs.",
  },
  {
    letter: "G",
    term: "Generative AI",
    definition:
      "AI that creates new content, including text, images, audio or code, rather than only classifying or predicting.",
  },
  {
    letter: "G",
    term: "GPT (Generative Pre-trained Transformer)",
    definition:
      "A family of large language models trained on huge amounts of text to predict the next word. Custom GPTs are versions set up with your own instructions and files.",
  },
  {
    letter: "G",
    term: "Guardrails",
    definition:
      "Rules and checks that limit what an AI system may see, say or do, such as never quoting a price or always handing complaints to a manager.",
  },
  {
    letter: "L",
    term: "Large Language Model (LLM)",
    definition:
      "An AI model trained on vast amounts of text that can read, summarise and write language. It is the engine behind most AI assistants and agents.",
  },
  {
    letter: "L",
    term: "Low-Code",
    definition:
      "Tools that let people build apps and automations mostly by dragging blocks and filling in settings, with a little code only where needed.",
  },
  {
    letter: "M",
    term: "Machine Learning (ML)",
    definition:
      "A branch of AI in which systems learn patterns from data instead of following hand-written rules, for example predicting which invoices will be paid late.",
  },
  {
    letter: "M",
    term: "Model",
    definition:
      "The trained core of an AI system: the learned patterns it uses to turn an input, such as a question, into an output, such as an answer.",
  },
  {
    letter: "M",
    term: "Multimodal AI",
    definition:
      "AI that works with more than one kind of input or output, for example reading a photo of a site defect and writing the repair note.",
  },
  {
    letter: "N",
    term: "Natural Language Processing (NLP)",
    definition:
      "The field of AI that helps computers understand and produce human language, from sorting emails by topic to drafting replies.",
  },
  {
    letter: "N",
    term: "Neural Network",
    definition:
      "A model made of layers of simple connected units, loosely inspired by the brain, that learns by adjusting the strength of each connection.",
  },
  {
    letter: "N",
    term: "No-Code",
    definition:
      "Tools that let non-programmers build automations and apps entirely through visual editors and forms.",
  },
  {
    letter: "P",
    term: "Prompt",
    definition:
      "The instruction or question you give an AI model. Clear context, an example and the format you want produce far better results.",
  },
  {
    letter: "P",
    term: "Prompt Engineering",
    definition:
      "The practice of writing and testing prompts so an AI model returns accurate, useful output reliably, and keeping the best ones in a shared library.",
  },
  {
    letter: "R",
    term: "Retrieval-Augmented Generation (RAG)",
    definition:
      "A technique where the AI first looks up relevant passages in your own documents, then writes its answer from them, so replies reflect your policies and prices.",
  },
  {
    letter: "R",
    term: "Robotic Process Automation (RPA)",
    definition:
      "Software robots that copy the clicks and keystrokes a person makes in an application, useful when an old system has no API.",
  },
  {
    letter: "R",
    term: "Return on Investment (ROI)",
    definition:
      "What a project gives back compared with what it costs. For automation we count hours saved, revenue recovered and errors avoided.",
  },
  {
    letter: "W",
    term: "Webhook",
    definition:
      "A message one app sends to another the instant something happens, such as a form being submitted, so a workflow can start straight away.",
  },
  {
    letter: "W",
    term: "Workflow",
    definition:
      "The sequence of steps, people and tools that takes a piece of work from start to finish, such as an enquiry becoming a booked job.",
  },
  {
    letter: "W",
    term: "Workflow Automation",
    definition:
      "Connecting the steps of a workflow so data moves between tools and tasks trigger each other without manual copying or chasing.",
  },
] satisfies GlossaryEntry[];

export const glossaryRelated = [
  {
    title: "Automation Readiness Assessment",
    description: "Ten yes-or-no questions to see whether automation will pay back now.",
    link: "/resources/ai-assessment",
  },
  {
    title: "Case Studies",
    description: "See the terms in action in three real client projects.",
    link: "/resources/case-studies",
  },
  {
    title: "AI and Leadership Education",
    description: "Training that turns the vocabulary into everyday habits for your team.",
    link: "/education",
  },
] satisfies RelatedPage[];

/** The entry the hero sets as a dictionary card: the term owners hear first. */
export const featuredEntry = glossaryEntries.find((e) => e.term === "AI Agent")!;

/** Entries grouped under their letter, in the order of `glossaryLetters`, terms A–Z. */
export const glossaryGroups = glossaryLetters.map((letter) => ({
  letter,
  entries: glossaryEntries
    .filter((e) => e.letter === letter)
    .sort((a, b) => compareText(a.term.toLowerCase(), b.term.toLowerCase())),
}));
