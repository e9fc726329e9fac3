import { describe, expect, it } from 'vitest';
import { docxBomb, odtBomb } from '../../test/hostile-files';
import { docx, odt, zip } from '../../test/office-files';
import { ARCHIVE_TEXTS, archiveRefusal, RATIO_GRACE_BYTES } from './archive-check';

const MB = 1024 * 1024;
const LIMITS = { maxUnpackedBytes: 50 * MB, maxRatio: 100, maxEntries: 1000 };

describe('the archive check', () => {
  it('passes ordinary documents, stored or deflated', async () => {
    expect(await archiveRefusal(docx(['A brief.']), LIMITS)).toBeNull();
    expect(await archiveRefusal(odt(['A brief.']), LIMITS)).toBeNull();
    expect(await archiveRefusal(docx(Buffer.from('<w:document/>'.repeat(1000)), { deflate: true }), LIMITS)).toBeNull();
  });

  it('refuses more unpacked bytes than the limit, all entries together', async () => {
    expect(await archiveRefusal(docxBomb(60 * MB), LIMITS)).toBe(ARCHIVE_TEXTS.tooLarge(50 * MB));
    const parts = Array.from({ length: 3 }, (_, i): [string, Buffer] => [`part${i}.bin`, Buffer.alloc(400 * 1024, i)]);
    expect(await archiveRefusal(zip(parts), { ...LIMITS, maxUnpackedBytes: MB })).toBe(ARCHIVE_TEXTS.tooLarge(MB));
    expect(ARCHIVE_TEXTS.tooLarge(50 * MB)).toBe('This file unpacks to more than 50 MB, more than a document needs, so it was not read.');
  });

  it('refuses an entry packed tighter than the ratio, past the grace size only', async () => {
    expect(await archiveRefusal(odtBomb(20 * MB), LIMITS)).toBe(ARCHIVE_TEXTS.tooDense(100));
    // Small parts pack tightly in honest files too (styles, settings): below the grace size they are let through.
    expect(await archiveRefusal(docx(Buffer.alloc(RATIO_GRACE_BYTES, 0x20), { deflate: true }), LIMITS)).toBeNull();
  });

  it('refuses more entries than the limit, by the count the archive gives, before walking them', async () => {
    const parts = Array.from({ length: 12 }, (_, i): [string, string] => [`p${i}.xml`, '<x/>']);
    expect(await archiveRefusal(zip(parts), { ...LIMITS, maxEntries: 10 })).toBe(ARCHIVE_TEXTS.tooManyEntries(10));
    expect(await archiveRefusal(zip(parts), { ...LIMITS, maxEntries: 12 })).toBeNull();
  });

  it('calls a damaged archive damaged', async () => {
    expect(await archiveRefusal(Buffer.from('PK\u0003\u0004garbage', 'latin1'), LIMITS)).toBe(ARCHIVE_TEXTS.damaged);
    const whole = docx(['A brief.']);
    expect(await archiveRefusal(whole.subarray(0, whole.length - 30), LIMITS)).toBe(ARCHIVE_TEXTS.damaged);
  });
});
