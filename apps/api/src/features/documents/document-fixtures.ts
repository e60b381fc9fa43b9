/**
 * Real, minimal files of every accepted type, built byte by byte for the document tests (no binary fixtures
 * in the repository): a PDF (optionally padded to an exact size), a PNG, a JPEG, a DOCX (a zip) and a DOC
 * (an OLE2 compound file); and deflated zip archives (yazl) for the zip-bomb checks.
 */
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import yazl from 'yazl';

/** A small valid PDF with one empty page; `totalBytes` pads a comment so the file has exactly that size. */
export function pdfFile(totalBytes?: number): Buffer {
  const build = (padding: number) => {
    const header = `%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n${padding > 0 ? `%${'x'.repeat(padding)}\n` : ''}`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ];
    let body = header;
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  if (totalBytes === undefined) return build(0);
  // The padding shifts the offsets (and maybe their digit count), so converge on the exact size.
  let padding = Math.max(0, totalBytes - build(0).length - 2);
  for (let attempt = 0; attempt < 5; attempt++) {
    const file = build(padding);
    if (file.length === totalBytes) return file;
    padding += totalBytes - file.length;
  }
  throw new Error(`Could not build a PDF of ${totalBytes} bytes`);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1×1 red RGB PNG. */
export function pngFile(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 grey baseline JPEG: one 8×8 block whose coefficients are all zero, with one-symbol Huffman tables. */
export function jpegFile(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const oneSymbolTable = (tableClass: number, symbol: number) => [
    tableClass << 4,
    1,
    ...new Array(15).fill(0),
    symbol,
  ];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneSymbolTable(0, 0)),
    ...segment(0xc4, oneSymbolTable(1, 0)),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    // DC difference category 0 ("0"), then end of block ("0"), padded with ones.
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A zip archive with stored (uncompressed) entries. */
export function zipFile(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document (Office Open XML). */
export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Lebenslauf</w:t></w:r></w:p></w:body></w:document>',
  });
}

/**
 * One entry of `zipArchive`: bytes, or a stream factory for content too large to hold (with its size); a name
 * ending in `/` is a directory.
 */
export interface ZipEntrySource {
  name: string;
  data: Buffer | { size: number; stream: () => Readable };
}

/** A real zip file written by yazl with deflated entries (the way word processors write docx). */
export async function zipArchive(entries: ZipEntrySource[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data } of entries) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else if (Buffer.isBuffer(data)) zip.addBuffer(data, name, { compress: true });
    else zip.addReadStream(data.stream(), name, { compress: true, size: data.size });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The parts of `docxFile` as zip entries, so larger archives stay Word documents to content sniffing. */
export function docxParts(): ZipEntrySource[] {
  const file = docxFile();
  const parts: ZipEntrySource[] = [];
  // Walk the stored entries of the minimal docx (local headers: name length at 26, sizes at 18).
  for (let offset = 0; file.readUInt32LE(offset) === 0x04034b50;) {
    const size = file.readUInt32LE(offset + 18);
    const nameLength = file.readUInt16LE(offset + 26);
    const name = file.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength;
    parts.push({ name, data: Buffer.from(file.subarray(start, start + size)) });
    offset = start + size;
  }
  return parts;
}

/** `size` zero bytes, streamed in 1 MiB chunks (deflate turns 1 GiB of them into about 1 MiB). */
export function zeros(size: number): { size: number; stream: () => Readable } {
  const chunk = Buffer.alloc(1024 * 1024);
  return {
    size,
    stream: () =>
      Readable.from(
        (function* () {
          for (let left = size; left > 0; left -= chunk.length)
            yield left >= chunk.length ? chunk : chunk.subarray(0, left);
        })(),
      ),
  };
}

/**
 * Rewrites the uncompressed size the central directory declares for `name` (the sizes word processors and
 * unzip tools trust), leaving the data as it is: an archive whose entries lie about their size.
 */
export function withDeclaredSize(zip: Buffer, name: string, declared: number): Buffer {
  const copy = Buffer.from(zip);
  for (let offset = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) - 1; offset >= 0; offset--) {
    if (copy.readUInt32LE(offset) !== 0x02014b50) continue;
    const nameLength = copy.readUInt16LE(offset + 28);
    if (copy.subarray(offset + 46, offset + 46 + nameLength).toString('utf8') === name) {
      copy.writeUInt32LE(declared, offset + 24);
      return copy;
    }
  }
  throw new Error(`No central directory entry named ${name}`);
}

/** The start of a legacy Word file: an OLE2 compound-file header (signature D0 CF 11 E0 A1 B1 1A E1). */
export function docFile(): Buffer {
  const file = Buffer.alloc(1024);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  file.writeUInt16LE(9, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  return file;
}

/** A Windows executable (`MZ` header). */
export function exeFile(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export function htmlFile(): Buffer {
  return Buffer.from(
    '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
    'utf8',
  );
}
