import { BLUEPRINT_SECTIONS } from '@persona/shared';
import { cutText } from '../persona';

/** What the model is told about the order: the customer's brief, and the attachment's text when it could be read. */
export interface DraftBrief {
  company: string;
  campaign: string;
  product: string;
  context: string;
  /** The attachment's text; null when there is none or it could not be read (then the note says which). */
  attachmentText: string | null;
  attachmentNote: string | null;
}

export const DRAFT_SYSTEM_PROMPT = `You draft a Blueprint: one buyer persona for a marketing campaign, written for the customer who ordered it. An expert reviews and corrects your draft before the customer sees it.

Write a specific, evidence-minded persona:
- One believable person (name, age 18-99, gender, occupation) who fits the brief; no composite "everyone".
- Concrete jobs to be done, pains, triggers and objections tied to the product and campaign in the brief, not generic marketing talk. Pair each objection with the proof that would answer it.
- Quotes in their own words that sound like a person talking (plain, specific, sometimes unsure), not slogans.
- Known gaps: honestly list what the brief did not say and what would need research (audience size, price, competitors, regions, channels…).
- Where the brief is thin, say so in the section and in Known gaps rather than inventing facts, numbers or studies. Never claim research you did not do.
- Each section is Markdown (short paragraphs, bullet lists, > quotes); use '' only when there is truly nothing to say.

Answer only with JSON in the given schema. The sections are:
${BLUEPRINT_SECTIONS.map((s) => `- ${s.key}: ${s.title}`).join('\n')}`;

/** The brief, each part labelled, and the attachment's text, at most `attachmentChars` of it (or why it is missing). */
export function briefParts(brief: DraftBrief, attachmentChars = Infinity): string {
  const parts = [
    `Company: ${brief.company}`,
    `Campaign: ${brief.campaign}`,
    `Product description:\n${brief.product || '(not given)'}`,
    `Context:\n${brief.context || '(not given)'}`,
  ];
  if (brief.attachmentText) parts.push(`Attached brief (text of the customer's file):\n${cutText(brief.attachmentText, attachmentChars)}`);
  else if (brief.attachmentNote) parts.push(`Attachment: ${brief.attachmentNote}`);
  return parts.join('\n\n');
}

/** The user message of a Markdown draft: the brief. */
export const briefMessage = (brief: DraftBrief, attachmentChars = Infinity) => `Draft the Blueprint for this brief.\n\n${briefParts(brief, attachmentChars)}`;
