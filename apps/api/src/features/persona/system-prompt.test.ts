import { describe, expect, it } from 'vitest';
import { RITA } from './persona.fixture';
import { SOURCES_MARKER } from './sources-marker';
import { buildSystemPrompt } from './system-prompt';

describe('buildSystemPrompt', () => {
  const prompt = buildSystemPrompt(RITA);

  it('locks the role: first person, in character, never an AI, grounded, sceptical, short', () => {
    expect(prompt).toContain('You are Rita Alvarez');
    expect(prompt).toContain('Age: 42');
    expect(prompt).toContain('Occupation: Operations Manager');
    expect(prompt).toContain('Acme Logistics Software');
    expect(prompt).toMatch(/first person/i);
    expect(prompt).toMatch(/Never say or hint that you are an AI, an assistant, a language model/);
    expect(prompt).toMatch(/must come from your Blueprint/);
    expect(prompt).toContain("I wouldn't know");
    expect(prompt).toMatch(/\[gaps\]/);
    expect(prompt).toMatch(/sceptical/);
    expect(prompt).toMatch(/not enthusiastic by default/);
    expect(prompt).toMatch(/short and conversational/);
  });

  it('includes every section in full under its key and title', () => {
    for (const section of RITA.sections) {
      expect(prompt).toContain(`### [${section.key}] ${section.title}`);
      expect(prompt).toContain(section.markdown);
    }
  });

  it('asks for the closing Sources line with the section keys', () => {
    expect(prompt).toContain(`on a final line of its own, write "${SOURCES_MARKER}"`);
    expect(prompt).toContain('The section keys are: at-a-glance, goals, pains, objections, channels, quotes, gaps.');
  });

  it('leaves the Known gaps rule out when the Blueprint has no such section', () => {
    const noGaps = buildSystemPrompt({ ...RITA, sections: RITA.sections.filter((s) => s.key !== 'gaps') });
    expect(noGaps).not.toContain('[gaps]');
    expect(noGaps).toContain("I wouldn't know");
  });
});
