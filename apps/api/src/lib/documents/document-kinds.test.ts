import { describe, expect, it } from 'vitest';
import { pdf } from '../../test/pdf-files';
import { docx } from '../../test/office-files';
import { documentKind } from './document-kinds';

describe('the kind of a document', () => {
  it('goes by the name and the first bytes', () => {
    expect(documentKind('Notes.MD', Buffer.from('# hi'))).toBe('.md');
    expect(documentKind('survey.csv', Buffer.from('a,b\n1,2'))).toBe('.csv');
    expect(documentKind('call.pdf', pdf(['hello']))).toBe('.pdf');
    expect(documentKind('call.pdf', Buffer.from('hello'))).toBeNull();
    expect(documentKind('survey.csv', Buffer.from('a\u0000b'))).toBeNull();
    expect(documentKind('empty.txt', Buffer.alloc(0))).toBeNull();
    expect(documentKind('tool.exe', Buffer.from('MZ'))).toBeNull();
  });

  it('takes only the kinds a caller asks for', () => {
    expect(documentKind('call.pdf', pdf(['hello']), ['.txt', '.docx'])).toBeNull();
    expect(documentKind('call.docx', docx(['hello']), ['.txt', '.docx'])).toBe('.docx');
  });
});
