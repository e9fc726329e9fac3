import { BLUEPRINT_SECTIONS } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { newClaim } from './claims-form';
import { asSectionKey, claimsMarkdown, consoleStops, sectionMarkdown } from './console-sections';

describe('the delivery console', () => {
  it('lists the persona, the portrait, every section written here and fidelity, or the Blueprint for an external document', () => {
    const writing = consoleStops(true).map((stop) => stop.label);
    expect(writing).toEqual(['Persona', 'Portrait', ...BLUEPRINT_SECTIONS.map((section) => section.title), 'Fidelity']);
    expect(consoleStops(false).map((stop) => stop.label)).toEqual(['Persona', 'Portrait', 'Blueprint', 'Fidelity']);
    expect(new Set(consoleStops(true).map((stop) => stop.id)).size).toBe(BLUEPRINT_SECTIONS.length + 3);
  });

  it('previews a section as typed, or its written claims as a list with assumptions marked', () => {
    const claims = { goals: [newClaim({ text: ' Run the Dolomites ' }), newClaim({ text: '  ' }), newClaim({ text: 'Buys in spring', assumption: true })] };
    expect(sectionMarkdown({ sections: { goals: '# Goals' }, claims }, 'markdown', 'goals')).toBe('# Goals');
    expect(sectionMarkdown({ sections: {}, claims }, 'claims', 'goals')).toBe('- Run the Dolomites\n- Buys in spring (assumption)');
    expect(sectionMarkdown({ sections: {}, claims }, 'claims', 'pains')).toBe('');
    expect(claimsMarkdown([])).toBe('');
  });

  it('takes only a Blueprint section key from the page', () => {
    expect(asSectionKey('goals')).toBe('goals');
    expect(asSectionKey('persona')).toBeNull();
    expect(asSectionKey(null)).toBeNull();
  });
});
