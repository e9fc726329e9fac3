import { BLUEPRINT_SECTIONS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE, demoDocument } from './demo-personas';

const COMPANY = 'Bluebird Software';
const documents = DEMO_PEOPLE.map((person) => ({ person, first: person.name.split(' ')[0]!, document: demoDocument(person, COMPANY) }));
const markdownOf = (document: ReturnType<typeof demoDocument>, key: string) => document.sections.find((s) => s.key === key)!.markdown;
/** The words every Blueprint's Markdown frame holds (stage names, table headings), left out when contents are compared. */
const FRAME = new Set(['aware', 'considering', 'deciding', 'objection', 'proof', 'that', 'answers', 'leaves', 'when', 'convinced']);
const words = (text: string) => new Set((text.toLowerCase().match(/[a-z€0-9]{4,}/g) ?? []).filter((w) => !FRAME.has(w)));

describe('demo Blueprints', () => {
  it('fill every section of every person, in the Markdown styles analysts use', () => {
    for (const { person, first, document } of documents) {
      expect(document.sections.map((s) => s.key)).toEqual(BLUEPRINT_SECTIONS.map((s) => s.key));
      for (const section of document.sections) expect(section.markdown.trim().length, `${person.name} ${section.key}`).toBeGreaterThan(20);
      for (const key of ['goals', 'pains', 'triggers', 'channels']) expect(markdownOf(document, key)).toMatch(/^- .+(\n- .+){2,}$/);
      expect(markdownOf(document, 'journey')).toMatch(/^1\. \*\*Aware\*\*: ".+\?"\n2\. \*\*Considering\*\*: ".+\?"\n3\. \*\*Deciding\*\*: ".+\?"$/);
      expect(markdownOf(document, 'objections')).toMatch(/^\| Objection \| Proof that answers it \|\n\| --- \| --- \|(\n\| .+ \| .+ \|){2,}$/);
      expect(markdownOf(document, 'leave-or-convince')).toMatch(/^Leaves when .+\. Convinced by .+\.$/);
      expect(markdownOf(document, 'quotes')).toMatch(new RegExp(`^> ".+" — ${first}(\\n\\n> ".+" — ${first})?$`));
      expect(markdownOf(document, 'messaging')).toMatch(/^\*\*Do\*\*: .+\n\n\*\*Don't\*\*: .+$/);
      expect(markdownOf(document, 'gaps')).toContain(`We do not yet know how ${first} weighs price against support quality.`);
    }
  });

  it('say who each person is, what their typical week holds and one thing outside work, naming the vendor', () => {
    for (const { person, document } of documents) {
      const glance = markdownOf(document, 'at-a-glance');
      expect(glance.startsWith(`**${person.name}**, ${person.occupation} `)).toBe(true);
      expect(glance).toMatch(/A typical week: .+\./);
      expect(glance).toMatch(/Outside work (s?he) .+\.$/);
      expect(glance).toContain(`${COMPANY}'s offer`);
    }
    expect(markdownOf(documents.find((d) => d.first === 'Liam')!.document, 'at-a-glance')).toContain("coaches his daughter's football team on Saturdays");
  });

  it('differ in content from person to person, beyond name and occupation', () => {
    for (const [i, a] of documents.entries()) {
      for (const b of documents.slice(i + 1)) {
        for (const key of ['at-a-glance', 'goals', 'pains', 'triggers', 'journey', 'objections', 'leave-or-convince', 'channels', 'quotes', 'messaging']) {
          const [x, y] = [words(markdownOf(a.document, key)), words(markdownOf(b.document, key))];
          const shared = [...x].filter((w) => y.has(w)).length;
          expect(shared / Math.min(x.size, y.size), `${a.person.name} / ${b.person.name}: ${key}`).toBeLessThan(0.5);
        }
      }
    }
  });

  it('mention the company only through the company given', () => {
    const other = demoDocument(DEMO_PEOPLE[3]!, 'Harbor Health');
    const text = other.sections.map((s) => s.markdown).join('\n');
    expect(text).toContain("Harbor Health's offer");
    expect(text).not.toContain(COMPANY);
  });

  it('give a person of any other occupation a whole Blueprint of one of the demo profiles', () => {
    const document = demoDocument({ name: 'Persona 7', occupation: 'Marketing manager at a mid-sized retailer' }, COMPANY);
    expect(markdownOf(document, 'at-a-glance').startsWith('**Persona 7**, Marketing manager at a mid-sized retailer ')).toBe(true);
    expect(markdownOf(document, 'quotes')).toContain('— Persona');
    const again = demoDocument({ name: 'Persona 7', occupation: 'Buyer' }, COMPANY);
    expect(markdownOf(again, 'goals')).toBe(markdownOf(document, 'goals'));
  });
});
