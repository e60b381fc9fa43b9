/**
 * Zip containers (docx) are checked before anyone opens them (decision 066): a 1 MiB upload that unpacks to
 * 1 GiB, or holds a hundred thousand entries, would stall the advisor's word processor and anything that indexes
 * it. First the central directory is read (yauzl; nothing is inflated): entry count, the declared uncompressed
 * total and the compression ratios must stay within `ZIP_LIMITS`. The declared sizes come from the uploader, so
 * then every entry is inflated once into nothing, with yauzl refusing any entry that produces more bytes than it
 * declared: the work is bounded by the declared total that already passed, and an archive that lies fails.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export const ZIP_LIMITS = {
  /** Entries in the central directory (a long Word document with images has a few hundred). */
  maxEntries: 5_000,
  /** Sum of the declared uncompressed sizes. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Uncompressed : compressed, per entry and for the whole archive. */
  maxRatio: 100,
  /** Below this size an entry (or archive) may compress as well as it likes: small XML parts often do. */
  ratioCheckedFromBytes: 1024 * 1024,
};

export type ZipLimits = typeof ZIP_LIMITS;

/** `ok`; `limits`: too many entries, too large or too compressed; `damaged`: not a readable zip, or sizes lie. */
export type ZipVerdict = 'ok' | 'limits' | 'damaged';

/** The first bytes of a zip file (a local file header, or the end record of an empty archive). */
export function looksLikeZip(head: Buffer): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    [3, 5].includes(head[2]!) &&
    head[3] === head[2]! + 1
  );
}

const ratio = (uncompressed: number, compressed: number) => uncompressed / Math.max(compressed, 1);

function open(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** Reads the central directory; stops with `limits` as soon as a limit is passed. */
function readDirectory(zip: ZipFile, limits: ZipLimits): Promise<Entry[] | 'limits'> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      total += entry.uncompressedSize;
      const tooCompressed =
        entry.uncompressedSize > limits.ratioCheckedFromBytes &&
        ratio(entry.uncompressedSize, entry.compressedSize) > limits.maxRatio;
      if (entries.length >= limits.maxEntries || total > limits.maxUncompressedBytes || tooCompressed) {
        resolve('limits');
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Inflates one entry and throws away the output; yauzl fails the stream when it exceeds the declared size. */
function drain(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.resume();
    });
  });
}

export async function inspectZip(buffer: Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<ZipVerdict> {
  let zip: ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    return 'damaged';
  }
  try {
    if (zip.entryCount > limits.maxEntries) return 'limits';
    const entries = await readDirectory(zip, limits);
    if (entries === 'limits') return 'limits';
    const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (total > limits.ratioCheckedFromBytes && ratio(total, buffer.length) > limits.maxRatio)
      return 'limits';
    for (const entry of entries) {
      if (!entry.fileName.endsWith('/')) await drain(zip, entry);
    }
    return 'ok';
  } catch {
    return 'damaged';
  } finally {
    zip.close();
  }
}
