import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules';
import { CHAT_TEXTS } from './chat-texts';

describe('attachmentProblem', () => {
  it('takes the five allowed kinds, whatever the case of the extension', () => {
    for (const name of ['notes.txt', 'notes.rtf', 'notes.doc', 'notes.DOCX', 'notes.odt']) expect(attachmentProblem({ name, size: 10 })).toBeNull();
    expect(ATTACHMENT_ACCEPT).toBe('.txt,.rtf,.doc,.docx,.odt');
  });

  it('refuses another kind, a file without extension, an empty and a too large file', () => {
    for (const name of ['brief.pdf', 'setup.exe', 'docx', 'notes.txt.exe']) expect(attachmentProblem({ name, size: 10 })).toBe(CHAT_TEXTS.wrongKind);
    expect(attachmentProblem({ name: 'a.txt', size: 0 })).toBe(CHAT_TEXTS.emptyFile);
    expect(attachmentProblem({ name: 'a.txt', size: 6 * 1024 * 1024 })).toBe('This file is too large: attachments can be at most 5.0 MB.');
  });
});
