import { describe, expect, it } from 'vitest';
import { shownText } from './message-text';

const saved = 'What do you think?\n\n----- Attached file: notes.txt -----\nThe file text.\n----- End of attached file -----';

describe('shownText', () => {
  it("shows a question's typed part, without the attached file's text", () => {
    expect(shownText({ role: 'user', content: saved, attachmentName: 'notes.txt' })).toBe('What do you think?');
  });

  it('shows everything else as it is', () => {
    expect(shownText({ role: 'user', content: saved, attachmentName: null })).toBe(saved);
    expect(shownText({ role: 'user', content: 'Plain\n\nquestion', attachmentName: 'other.txt' })).toBe('Plain\n\nquestion');
    expect(shownText({ role: 'assistant', content: saved, attachmentName: 'notes.txt' })).toBe(saved);
  });
});
