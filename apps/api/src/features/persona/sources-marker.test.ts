import { describe, expect, it } from 'vitest';
import { parseSourceKeys, SourcesMarkerFilter } from './sources-marker';

/** Feeds the chunks through a filter: what was let through as it came, and the end. */
function run(chunks: string[]) {
  const filter = new SourcesMarkerFilter();
  const shown = chunks.map((c) => filter.push(c));
  const end = filter.end();
  return { shown, text: shown.join('') + end.text, keys: end.keys };
}

describe('SourcesMarkerFilter', () => {
  it('strips a closing Sources line and returns its keys', () => {
    expect(run(['I hate spreadsheets.\nSources: pains, goals'])).toEqual({ shown: ['I hate spreadsheets.'], text: 'I hate spreadsheets.', keys: ['pains', 'goals'] });
  });

  it('holds the marker back when it arrives split across chunks', () => {
    const result = run(['I hate ', 'spreadsheets.', '\n', 'Sou', 'rces', ': pa', 'ins,', ' objec', 'tions', '\n']);
    expect(result.text).toBe('I hate spreadsheets.');
    expect(result.keys).toEqual(['pains', 'objections']);
    expect(result.shown.join('')).toBe('I hate spreadsheets.');
  });

  it('accepts bold, brackets, titles and a final full stop; drops unknown keys', () => {
    expect(run(['Fine.\n\n**Sources:** [pains, made-up, Channels and trusted sources].']).keys).toEqual(['pains', 'channels']);
    expect(parseSourceKeys('quotes and gaps')).toEqual(['quotes', 'gaps']);
    expect(run(['No idea.\nSources: none'])).toMatchObject({ text: 'No idea.', keys: [] });
  });

  it('lets through words that only look like the marker', () => {
    expect(run(['My sources: peers and ', 'the newsletter. Resources: none here.'])).toMatchObject({
      text: 'My sources: peers and the newsletter. Resources: none here.',
      keys: [],
    });
    expect(run(['I trust my sources: ', 'peers'])).toMatchObject({ text: 'I trust my sources: peers', keys: [] });
  });

  it('streams ordinary text word by word, holding back only a possible marker', () => {
    const { shown } = run(['Hello ', 'there, ', 'friend.']);
    expect(shown).toEqual(['Hello', ' there,', ' friend.']);
  });
});
