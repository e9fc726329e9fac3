import { describe, expect, it } from 'vitest';
import { archiveEntryOptions } from './export-archive';

describe('an archive entry', () => {
  const at = new Date('2026-01-02T03:04:05Z');

  it('is stored as it is when its format is compressed already, else deflated', () => {
    for (const path of ['files/portraits/a.jpg', 'files/uploads/scan.JPEG', 'files/uploads/brief.pdf', 'files/uploads/notes.docx', 'files/uploads/p.png', 'files/uploads/d.odt'])
      expect(archiveEntryOptions(path, at)).toEqual({ mtime: at, compress: false });
    for (const path of ['records/avatars.json', 'manifest.json', 'files/uploads/notes.txt', 'files/uploads/old.doc', 'files/uploads/r.rtf', 'files/uploads/data.csv'])
      expect(archiveEntryOptions(path, at)).toEqual({ mtime: at, compress: true });
  });
});
