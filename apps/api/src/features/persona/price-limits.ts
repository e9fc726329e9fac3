import { splitSentences } from './blueprint-text';
import type { PersonaContext } from './persona-model';
import { tableAsList, type Passage } from './retrieval';

/** A spending limit the Blueprint states ("he signs off up to €300 a month himself"), as a passage to speak. */
export interface PriceLimit {
  amount: number;
  passage: Passage;
}

const MONEY = String.raw`(?:[€$£]\s?(\d[\d,.]*)\s*(k|thousand)?|(\d[\d,.]*)\s*(k|thousand)?\s*(?:euros?|dollars?|pounds?|eur|usd|gbp)\b)`;
/** A limit: "up to €300", "under €15 a month", "a budget of 2,000 euros". */
const LIMIT = new RegExp(String.raw`\b(?:up to|under|below|less than|at most|no more than|max(?:imum)?(?: of)?|limit of|budget of|within)\s+(?:about\s+)?${MONEY}`, 'i');
/** A clause about spending, not another figure ("cost per acquisition below €120" is a target). */
const SPENDING = /\b(?:sign(?:s|ed)? off|approve[sd]?|budget|afford|plan|a month|per month|monthly|a year|per year|yearly|annual(?:ly)?|per (?:seat|user))\b/i;
/** A price a question names: "49 euros a month", "€49". */
const ASKED = new RegExp(MONEY, 'i');

const toAmount = (digits: string | undefined, thousands: string | undefined) => {
  if (!digits) return NaN;
  const value = Number(digits.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
  return thousands ? value * 1000 : value;
};

/** The amount a question names, or null. */
export function askedAmount(question: string): number | null {
  const m = ASKED.exec(question);
  const amount = m ? toAmount(m[1] ?? m[3], m[2] ?? m[4]) : NaN;
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The spending limits a Blueprint states, each as the clause that states it (objections' proofs included: a
 * sign-off limit is the persona's own fact). Known gaps are what it does not know, so they state no limit.
 */
export function priceLimits(persona: PersonaContext): PriceLimit[] {
  const limits: PriceLimit[] = [];
  for (const section of persona.sections) {
    if (section.key === 'gaps') continue;
    const markdown = section.claims ? section.claims.map((c) => `- ${c.text}`).join('\n') : section.key === 'objections' ? tableAsList(section.markdown, false) : section.markdown;
    for (const sentence of splitSentences(markdown)) {
      for (const clause of sentence.split(/\s*[;—–]\s*|\s+-\s+/)) {
        const m = LIMIT.exec(clause);
        const amount = m ? toAmount(m[1] ?? m[3], m[2] ?? m[4]) : NaN;
        if (!Number.isFinite(amount) || !SPENDING.test(clause)) continue;
        limits.push({ amount, passage: { id: -1 - limits.length, source: section.key, title: section.title, text: clause.replace(/[.;,]+$/, ''), keywords: '', cues: '' } });
      }
    }
  }
  return limits;
}
