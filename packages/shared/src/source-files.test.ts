import { describe, expect, it } from 'vitest';
import { SOURCE_MAX_BYTES } from './evidence-limits';
import { fileExtension, SOURCE_FILE_MESSAGES, sourceFileProblem } from './source-files';

describe('sourceFileProblem', () => {
  it.each(['interview.txt', 'Notes.MD', 'survey.csv', 'call.docx', 'a.b.odt', 'memo.rtf', 'report.pdf'])('accepts %s', (name) => {
    expect(sourceFileProblem({ name, size: 10 })).toBeNull();
  });

  it.each(['photo.png', 'old.doc', 'run.exe', 'pdf', 'survey.csv.zip'])('refuses the type of %s', (name) => {
    expect(sourceFileProblem({ name, size: 10 })).toBe(SOURCE_FILE_MESSAGES.type);
  });

  it('refuses a file over the limit and takes one of exactly the limit', () => {
    expect(sourceFileProblem({ name: 'big.pdf', size: SOURCE_MAX_BYTES + 1 })).toBe('A research file can be at most 25 MB.');
    expect(sourceFileProblem({ name: 'big.pdf', size: SOURCE_MAX_BYTES })).toBeNull();
  });

  it('reads the extension from the last dot, in lower case', () => {
    expect(fileExtension('A.Report.PDF')).toBe('.pdf');
    expect(fileExtension('README')).toBe('');
  });
});
