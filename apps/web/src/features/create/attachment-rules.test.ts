import { ATTACHMENT_MAX_BYTES } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules';
import { CREATE_TEXTS } from './create-texts';

describe('attachmentProblem', () => {
  it.each(['brief.pdf', 'Brief.DOCX', 'notes.txt', 'logo.jpeg', 'a.b.odt'])('accepts %s', (name) => {
    expect(attachmentProblem({ name, size: 100 })).toBeNull();
  });

  it.each(['run.exe', 'pdf', 'archive.zip', 'brief.pdf.exe', 'noextension'])('refuses the type of %s', (name) => {
    expect(attachmentProblem({ name, size: 100 })).toBe(CREATE_TEXTS.attachmentType);
  });

  it('refuses files over the size limit, and accepts one of exactly the limit', () => {
    expect(attachmentProblem({ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe(CREATE_TEXTS.attachmentTooLarge);
    expect(attachmentProblem({ name: 'big.pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it('lists the allowed extensions for the file input', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg');
  });
});
