/** The zip checks of decision 066 on real archives written by yazl. */
import { describe, expect, it } from 'vitest';
import {
  docxFile,
  docxParts,
  withDeclaredSize,
  zeros,
  zipArchive,
} from '../features/documents/document-fixtures';
import { inspectZip, looksLikeZip, ZIP_LIMITS } from './zip-archive';

const MiB = 1024 * 1024;

describe('inspectZip', () => {
  it('accepts ordinary Word documents, stored or deflated', async () => {
    expect(await inspectZip(docxFile())).toBe('ok');
    const withPicture = await zipArchive([
      ...docxParts(),
      {
        name: 'word/media/image1.png',
        data: Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251)),
      },
      { name: 'word/media/', data: Buffer.alloc(0) },
    ]);
    expect(await inspectZip(withPicture)).toBe('ok');
  });

  it('refuses a 1 MiB file that unpacks to 1 GiB without unpacking it', async () => {
    const bomb = await zipArchive([
      ...docxParts(),
      { name: 'word/media/image1.png', data: zeros(1024 * MiB) },
    ]);
    expect(bomb.length).toBeLessThan(2 * MiB);
    const started = process.hrtime.bigint();
    expect(await inspectZip(bomb)).toBe('limits');
    // Reading the directory takes milliseconds; inflating 1 GiB would take seconds.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(500);
  });

  it('refuses more than the allowed number of entries', async () => {
    const entries = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({
      name: `word/parts/p${i}.xml`,
      data: Buffer.from('<p/>'),
    }));
    expect(await inspectZip(await zipArchive([...docxParts(), ...entries]))).toBe('limits');
  });

  it('refuses a declared total above the limit and an entry compressed beyond the ratio', async () => {
    const limits = { ...ZIP_LIMITS, maxUncompressedBytes: 8 * MiB };
    const large = await zipArchive([...docxParts(), { name: 'word/media/a.bin', data: zeros(9 * MiB) }]);
    expect(await inspectZip(large, limits)).toBe('limits');
    // 4 MiB of zeros deflate about 1000:1: under the size limit, over the ratio.
    const dense = await zipArchive([...docxParts(), { name: 'word/media/b.bin', data: zeros(4 * MiB) }]);
    expect(await inspectZip(dense, limits)).toBe('limits');
    expect(await inspectZip(dense, { ...limits, maxRatio: 2000 })).toBe('ok');
  });

  it('catches entries that declare less than they unpack to, after at most the declared amount', async () => {
    const honest = await zipArchive([...docxParts(), { name: 'word/media/c.bin', data: zeros(8 * MiB) }]);
    const liar = withDeclaredSize(honest, 'word/media/c.bin', 1000);
    expect(await inspectZip(liar)).toBe('damaged');
  });

  it('calls a truncated or garbled zip damaged', async () => {
    const docx = docxFile();
    expect(await inspectZip(docx.subarray(0, docx.length - 30))).toBe('damaged');
    expect(await inspectZip(Buffer.from('PK\u0003\u0004 not really a zip'))).toBe('damaged');
  });

  it('recognises zip files by their first bytes', () => {
    expect(looksLikeZip(docxFile())).toBe(true);
    expect(looksLikeZip(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
    expect(looksLikeZip(Buffer.from('%PDF-1.4'))).toBe(false);
  });
});
