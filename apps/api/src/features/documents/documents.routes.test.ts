import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ErrorCode, UPLOAD_MAX_BYTES, type ErrorBody, type PortalDocument } from '@portal/contracts';
import { documents } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import { startRawCvUpload, writeAll } from '../../testing/raw-upload';
import type { HttpClient, HttpResponse } from '../../testing/http-client';
import {
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pngFile,
  zipFile,
} from './document-fixtures';
import { pollUntil } from '../../testing/api-helpers';

let t: TestApp;
let lena: HttpClient;
let sophie: HttpClient;
let owner: HttpClient;
let employee: HttpClient;
let otherOwner: HttpClient;
let nordlichtId: string;
let rheinwerkId: string;

beforeAll(async () => {
  t = await startTestApp();
  [lena, sophie, owner, employee, otherOwner] = [t.client(), t.client(), t.client(), t.client(), t.client()];
  await signIn(lena, 'bewerber@demo.example');
  await signIn(sophie, 'fern@demo.example');
  await signIn(owner, 'inhaber@demo.example', 'company');
  await signIn(employee, 'mitarbeiter@demo.example', 'company');
  await signIn(otherOwner, 'andere-firma@demo.example', 'company');
  nordlichtId = (await owner.get('/b2b/v1/me')).body.companies[0].id;
  rheinwerkId = (await otherOwner.get('/b2b/v1/me')).body.companies[0].id;
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** An upload answer: a document on success, an error body otherwise. */
type AnyResponse = Promise<HttpResponse<PortalDocument & ErrorBody>>;

interface UploadOptions {
  fields?: Record<string, string>;
  /** Append the file before the text fields. */
  fileFirst?: boolean;
  csrf?: boolean;
  headers?: Record<string, string>;
}

function upload(
  client: HttpClient,
  url: string,
  file: Buffer,
  fileName: string,
  options: UploadOptions = {},
) {
  const form = new FormData();
  const fields = Object.entries(options.fields ?? { category: 'CV', type: 'CV' });
  const appendFile = () => form.append('file', new Blob([new Uint8Array(file)]), fileName);
  if (options.fileFirst) appendFile();
  for (const [name, value] of fields) form.append(name, value);
  if (!options.fileFirst) appendFile();
  return client.raw('POST', url, { body: form, csrf: options.csrf, headers: options.headers }) as AnyResponse;
}

const applicantUpload = (client: HttpClient, file: Buffer, fileName: string, options?: UploadOptions) =>
  upload(client, '/v1/documents/upload', file, fileName, options);

/** Every file below the upload directory (staged ones included), as relative paths. */
async function storedFiles(): Promise<string[]> {
  const root = t.app.config.uploadDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

async function documentRows(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(documents);
  return row!.n;
}

async function rowOf(id: string) {
  const [row] = await t.app.db.select().from(documents).where(eq(documents.id, id));
  return row;
}

async function snapshot() {
  return { files: await storedFiles(), rows: await documentRows() };
}

/** Fetches a preview as bytes (the JSON helper would decode text). */
async function previewBytes(client: HttpClient, url: string) {
  const response = await fetch(new URL(url, t.baseUrl), {
    headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// ---------------------------------------------------------------------------------------------------------

describe('applicant documents: upload, list, preview, re-classify, delete', () => {
  it('walks the whole life of a PDF and leaves nothing behind', async () => {
    const before = await snapshot();
    const pdf = pdfFile();
    const created = await applicantUpload(lena, pdf, 'Lebenslauf Lena.pdf');
    expect(created.status).toBe(201);
    const document = created.body;
    expect(document).toMatchObject({
      category: 'CV',
      type: 'CV',
      name: 'Lebenslauf Lena.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      file: `/v1/documents/${document.uuid}/preview`,
    });

    // Stored under a generated name, with hash and size recorded.
    const row = await rowOf(document.uuid);
    expect(row).toMatchObject({ sha256: sha256(pdf), sizeBytes: pdf.length, mimeType: 'application/pdf' });
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedFiles()).toEqual([...before.files, row!.storageKey].sort());

    const listed = await lena.get('/v1/documents');
    expect(listed.body).toContainEqual(document);

    const preview = await previewBytes(lena, document.file);
    expect(preview.status).toBe(200);
    expect(preview.bytes.equals(pdf)).toBe(true);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toBe(
      `inline; filename="Lebenslauf Lena.pdf"; filename*=UTF-8''Lebenslauf%20Lena.pdf`,
    );
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('content-security-policy')).toBe('sandbox');

    const patched = await lena.json('PATCH', `/v1/documents/${document.uuid}`, {
      category: 'Certificate',
      type: 'Certificate',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...document, category: 'Certificate', type: 'Certificate' });
    const onlyType = await lena.json('PATCH', `/v1/documents/${document.uuid}`, { type: 'Other' });
    expect(onlyType.body).toMatchObject({ category: 'Certificate', type: 'Other' });
    expect((await lena.get('/v1/documents')).body).toContainEqual(onlyType.body);

    const deleted = await lena.json('DELETE', `/v1/documents/${document.uuid}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    const after = await lena.get('/v1/documents');
    expect(after.body.some((d: { uuid: string }) => d.uuid === document.uuid)).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect((await previewBytes(lena, document.file)).status).toBe(404);
    expect((await lena.json('DELETE', `/v1/documents/${document.uuid}`)).status).toBe(404);
  });

  const accepted: [string, () => Buffer, string, Record<string, string>, string, 'inline' | 'attachment'][] =
    [
      ['a PNG picture', pngFile, 'foto.png', { category: 'Picture', type: 'Picture' }, 'image/png', 'inline'],
      [
        'a JPEG picture (.jpg)',
        jpegFile,
        'foto.jpg',
        { category: 'Picture', type: 'Picture' },
        'image/jpeg',
        'inline',
      ],
      [
        'a JPEG picture (.JPEG)',
        jpegFile,
        'FOTO.JPEG',
        { category: 'Picture', type: 'Picture' },
        'image/jpeg',
        'inline',
      ],
      [
        'a DOCX',
        docxFile,
        'anschreiben.docx',
        { category: 'Other', type: 'MotivationLetter' },
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'attachment',
      ],
      ['a DOC', docFile, 'alt.doc', { category: 'Other', type: 'Other' }, 'application/msword', 'attachment'],
    ];
  for (const [name, build, fileName, fields, mimeType, disposition] of accepted) {
    it(`accepts ${name} and serves it as ${mimeType} (${disposition})`, async () => {
      const bytes = build();
      const created = await applicantUpload(lena, bytes, fileName, { fields });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...fields, name: fileName, mimeType, size: bytes.length });
      const preview = await previewBytes(lena, created.body.file);
      expect(preview.bytes.equals(bytes)).toBe(true);
      expect(preview.headers.get('content-type')).toBe(mimeType);
      expect(preview.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition}; `));
    });
  }

  it('recognises a DOCX whose content types entry lies beyond the first 64 KiB', async () => {
    const docx = docxFile();
    const late = zipFile({ 'word/media/image1.bin': Buffer.alloc(200_000, 7), 'inner.docx': docx });
    // A zip without Word content stays a zip and is refused; one with it is accepted.
    expect((await applicantUpload(lena, late, 'archiv.docx')).status).toBe(422);
    const realLate = zipFile({
      'word/media/image1.bin': Buffer.alloc(200_000, 7),
      '[Content_Types].xml':
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml':
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    });
    expect((await applicantUpload(lena, realLate, 'gross.docx')).status).toBe(201);
  });

  it('takes the text fields in any order and an explicit display name', async () => {
    const created = await applicantUpload(lena, pdfFile(), 'scan_0001.pdf', {
      fileFirst: true,
      fields: {
        category: 'Certificate German skills',
        type: 'Certificate German skills',
        name: 'TestDaF Zeugnis',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      category: 'Certificate German skills',
      name: 'TestDaF Zeugnis.pdf',
    });
  });
});

describe('upload size limit (14 × 1024 × 1024 bytes)', () => {
  it('accepts a PDF of exactly 14,680,064 bytes', async () => {
    const pdf = pdfFile(UPLOAD_MAX_BYTES);
    expect(pdf.length).toBe(14_680_064);
    const created = await applicantUpload(lena, pdf, 'gross.pdf');
    expect(created.status).toBe(201);
    expect(created.body.size).toBe(14_680_064);
    const row = await rowOf(created.body.uuid);
    expect(row!.sha256).toBe(sha256(pdf));
    expect((await lena.json('DELETE', `/v1/documents/${created.body.uuid}`)).status).toBe(200);
  });

  it('refuses 14,680,065 bytes with 413 and stores nothing', async () => {
    const before = await snapshot();
    const response = await applicantUpload(lena, pdfFile(UPLOAD_MAX_BYTES + 1), 'zu-gross.pdf');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      code: ErrorCode.DOCUMENT_TOO_LARGE,
      message: 'Die Datei ist zu groß! (Maximal 14MB)',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a much larger request from its declared length without reading it', async () => {
    const before = await snapshot();
    const response = await applicantUpload(lena, pdfFile(UPLOAD_MAX_BYTES + 200_000), 'viel-zu-gross.pdf');
    expect(response.status).toBe(413);
    expect(response.body.code).toBe(ErrorCode.DOCUMENT_TOO_LARGE);
    expect(await snapshot()).toEqual(before);
    // The connection is still usable afterwards.
    expect((await lena.get('/v1/documents')).status).toBe(200);
  });
});

describe('an upload interrupted by the client', () => {
  it('leaves no partial file behind', async () => {
    const before = await snapshot();
    const socket = await startRawCvUpload(t.baseUrl, lena, 2 * 1024 * 1024);
    await writeAll(socket, pdfFile(2 * 1024 * 1024).subarray(0, 1024 * 1024));
    // Wait until the server has staged part of the file, then hang up.
    let staged: string[] = [];
    for (let i = 0; i < 100 && staged.length === 0; i++) {
      staged = (await storedFiles()).filter((file) => !before.files.includes(file));
      if (staged.length === 0) await sleep(20);
    }
    expect(staged).toEqual([expect.stringMatching(/^\.staging\/[0-9a-f]{32}$/)]);
    socket.destroy();
    const after = await pollUntil(snapshot, (now) => JSON.stringify(now) === JSON.stringify(before), {
      timeoutMs: 2000,
      intervalMs: 20,
    });
    expect(after).toEqual(before);
    expect((await lena.get('/v1/documents')).status).toBe(200);
  });
});

describe('refused uploads leave no row and no file', () => {
  const refused: [string, () => Buffer, string, Record<string, string> | undefined, number, string][] = [
    ['an executable renamed .pdf', exeFile, 'rechnung.pdf', undefined, 422, 'file_content_mismatch'],
    [
      'HTML named .jpg',
      htmlFile,
      'bild.jpg',
      { category: 'Picture', type: 'Picture' },
      422,
      'file_content_mismatch',
    ],
    ['a PDF named .png', pdfFile, 'bild.png', undefined, 422, 'file_content_mismatch'],
    ['a PNG named .pdf', pngFile, 'dokument.pdf', undefined, 422, 'file_content_mismatch'],
    [
      'a plain zip named .docx',
      () => zipFile({ 'a.txt': 'hallo' }),
      'brief.docx',
      undefined,
      422,
      'file_content_mismatch',
    ],
    ['an empty file', () => Buffer.alloc(0), 'leer.pdf', undefined, 422, 'file_empty'],
    ['an unknown extension', pdfFile, 'dokument.txt', undefined, 422, 'file_type'],
    ['an executable extension', exeFile, 'setup.exe', undefined, 422, 'file_type'],
    ['no extension', pdfFile, 'dokument', undefined, 422, 'file_type'],
    [
      'a PDF as a picture',
      pdfFile,
      'foto.pdf',
      { category: 'Picture', type: 'Picture' },
      422,
      'file_image_only',
    ],
    [
      'a PDF as a profile picture',
      pdfFile,
      'foto.pdf',
      { category: 'Other', type: 'EmployeeProfilePicture' },
      422,
      'file_image_only',
    ],
    [
      'an invalid category',
      pdfFile,
      'cv.pdf',
      { category: 'Urlaubsfoto', type: 'CV' },
      400,
      'invalid_option',
    ],
    ['an invalid type', pdfFile, 'cv.pdf', { category: 'CV', type: 'Selfie' }, 400, 'invalid_option'],
    ['a missing category', pdfFile, 'cv.pdf', { type: 'CV' }, 400, 'invalid_option'],
    ['an unknown field', pdfFile, 'cv.pdf', { category: 'CV', type: 'CV', owner: 'x' }, 400, 'unknown_field'],
  ];
  for (const [name, build, fileName, fields, status, rule] of refused) {
    it(`refuses ${name} with ${status} (${rule})`, async () => {
      const before = await snapshot();
      const response = await applicantUpload(lena, build(), fileName, { fields });
      expect(response.status).toBe(status);
      // Invalid fields are plain validation (400); a refused file has its own code (2602).
      expect(response.body.code).toBe(
        status === 422 ? ErrorCode.DOCUMENT_UNPROCESSABLE : ErrorCode.BAD_REQUEST,
      );
      if (status === 422) expect(response.body.message).toBe('Fehler bei der Verarbeitung');
      expect(response.body.errors.map((e: { rule: string }) => e.rule)).toContain(rule);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('refuses a request without a file part with 400', async () => {
    const before = await snapshot();
    const form = new FormData();
    form.append('category', 'CV');
    form.append('type', 'CV');
    const response = (await lena.raw('POST', '/v1/documents/upload', { body: form })) as Awaited<AnyResponse>;
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'file', rule: 'file_required' })]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses two files with 400', async () => {
    const before = await snapshot();
    const form = new FormData();
    form.append('category', 'CV');
    form.append('type', 'CV');
    form.append('file', new Blob([new Uint8Array(pdfFile())]), 'a.pdf');
    form.append('file', new Blob([new Uint8Array(pdfFile())]), 'b.pdf');
    const response = (await lena.raw('POST', '/v1/documents/upload', { body: form })) as Awaited<AnyResponse>;
    expect(response.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses JSON without base64=true with 415', async () => {
    const response = await lena.json('POST', '/v1/documents/upload', { category: 'CV', type: 'CV' });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe(ErrorCode.DOCUMENT_NOT_MULTIPART);
    const english = await lena.json(
      'POST',
      '/v1/documents/upload',
      { category: 'CV', type: 'CV' },
      { language: 'en' },
    );
    expect(english.status).toBe(415);
    expect(english.body).toEqual({
      code: ErrorCode.DOCUMENT_NOT_MULTIPART,
      message: 'Please send the file as multipart/form-data.',
      errors: [],
    });
  });

  it('stores a path-like name safely: only its last segment, file under a generated name', async () => {
    const before = await snapshot();
    const created = await applicantUpload(lena, pdfFile(), '../../etc/passwd.pdf');
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('passwd.pdf');
    const row = await rowOf(created.body.uuid);
    expect(await storedFiles()).toEqual([...before.files, row!.storageKey].sort());

    const sneaky = await applicantUpload(lena, pdfFile(), 'x.pdf', {
      fields: { category: 'CV', type: 'CV', name: '..\\..\\windows\\\u202egpj.pdf\u0007' },
    });
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.name).toBe('gpj.pdf');

    const long = await applicantUpload(lena, pdfFile(), `${'ä'.repeat(300)}.pdf`);
    expect(long.status).toBe(201);
    expect(long.body.name).toBe(`${'ä'.repeat(116)}.pdf`);
    for (const id of [created.body.uuid, sneaky.body.uuid, long.body.uuid]) {
      await lena.json('DELETE', `/v1/documents/${id}`);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /v1/documents/upload?base64=true', () => {
  const url = '/v1/documents/upload?base64=true';

  it('accepts plain base64 and data URLs, with the same checks', async () => {
    const png = pngFile();
    const plain = await lena.json('POST', url, {
      file: png.toString('base64'),
      fileName: 'avatar.png',
      category: 'Picture',
      type: 'Picture',
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ name: 'avatar.png', mimeType: 'image/png', size: png.length });
    expect((await previewBytes(lena, plain.body.file)).bytes.equals(png)).toBe(true);

    const pdf = pdfFile();
    const dataUrl = await lena.json('POST', url, {
      // The declared type of the data URL is ignored: the content decides.
      file: `data:image/png;base64,${pdf.toString('base64')}`,
      fileName: 'zeugnis.pdf',
      category: 'Certificate',
      type: 'Certificate',
    });
    expect(dataUrl.status).toBe(201);
    expect(dataUrl.body).toMatchObject({ mimeType: 'application/pdf', size: pdf.length });
  });

  it('answers 10003 for text that is not base64, and stores nothing', async () => {
    const before = await snapshot();
    const response = await lena.json('POST', url, {
      file: 'das ist %%% kein base64!',
      fileName: 'cv.pdf',
      category: 'CV',
      type: 'CV',
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ErrorCode.BASE64_CONVERSION);
    expect(await snapshot()).toEqual(before);
  });

  it('applies the content checks and the size limit to the decoded file', async () => {
    const before = await snapshot();
    const html = await lena.json('POST', url, {
      file: htmlFile().toString('base64'),
      fileName: 'bild.jpg',
      category: 'Picture',
      type: 'Picture',
    });
    expect(html.status).toBe(422);
    const empty = await lena.json('POST', url, {
      file: '',
      fileName: 'leer.pdf',
      category: 'CV',
      type: 'CV',
    });
    expect(empty.status).toBe(422);
    const tooLarge = await lena.json('POST', url, {
      file: pdfFile(UPLOAD_MAX_BYTES + 1).toString('base64'),
      fileName: 'gross.pdf',
      category: 'CV',
      type: 'CV',
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Die Datei ist zu groß! (Maximal 14MB)');
    const invalid = await lena.json('POST', url, {
      file: 'JVBERi0=',
      fileName: 'cv.pdf',
      category: 'Foto',
      type: 'CV',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]).toMatchObject({ field: 'category', rule: 'invalid_option' });
    expect(await snapshot()).toEqual(before);
  });
});

describe("another applicant's documents", () => {
  let foreignId: string;
  beforeAll(async () => {
    foreignId = (await applicantUpload(sophie, pdfFile(), 'sophie.pdf')).body.uuid;
  });

  it('are 404 for preview, patch and delete, exactly like an unknown id, and stay unchanged', async () => {
    const before = await snapshot();
    const row = await rowOf(foreignId);
    expect((await previewBytes(lena, `/v1/documents/${foreignId}/preview`)).status).toBe(404);
    const patch = await lena.json('PATCH', `/v1/documents/${foreignId}`, { category: 'Other' });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe(404);
    expect((await lena.json('DELETE', `/v1/documents/${foreignId}`)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await lena.json('DELETE', `/v1/documents/${unknown}`)).body).toEqual(
      (await lena.json('DELETE', `/v1/documents/${foreignId}`)).body,
    );
    expect(await rowOf(foreignId)).toEqual(row);
    expect(await snapshot()).toEqual(before);
    expect((await previewBytes(sophie, `/v1/documents/${foreignId}/preview`)).status).toBe(200);
  });

  it('are not reachable through the company routes either', async () => {
    expect((await previewBytes(owner, `/b2b/v1/documents/${nordlichtId}/${foreignId}/preview`)).status).toBe(
      404,
    );
  });
});

describe('re-classifying', () => {
  let id: string;
  beforeAll(async () => {
    id = (await applicantUpload(lena, pdfFile(), 'nachweis.pdf')).body.uuid;
  });

  it('validates the body', async () => {
    for (const body of [{ category: 'Foto' }, { type: 'Selfie' }, {}, { category: 'CV', name: 'x' }]) {
      const response = await lena.json('PATCH', `/v1/documents/${id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(400);
    }
    expect((await lena.json('PATCH', '/v1/documents/not-a-uuid', { category: 'CV' })).status).toBe(400);
  });

  it('refuses to turn a PDF into a picture', async () => {
    const response = await lena.json('PATCH', `/v1/documents/${id}`, { category: 'Picture' });
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({ field: 'category', rule: 'file_image_only' });
    expect((await rowOf(id))!.category).toBe('CV');
  });
});

describe('access', () => {
  it('is closed to anonymous callers (401) and to the other portal (403)', async () => {
    const anonymous = t.client();
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await applicantUpload(anonymous, pdfFile(), 'cv.pdf')).status).toBe(401);
    expect((await anonymous.json('PATCH', `/v1/documents/${id}`, { category: 'CV' })).status).toBe(401);
    expect((await anonymous.json('DELETE', `/v1/documents/${id}`)).status).toBe(401);
    expect((await previewBytes(anonymous, `/v1/documents/${id}/preview`)).status).toBe(401);
    expect(
      (await upload(anonymous, `/b2b/v1/documents/${nordlichtId}/upload`, pdfFile(), 'a.pdf')).status,
    ).toBe(401);
    expect((await applicantUpload(owner, pdfFile(), 'cv.pdf')).status).toBe(403);
    expect((await upload(lena, `/b2b/v1/documents/${nordlichtId}/upload`, pdfFile(), 'a.pdf')).status).toBe(
      403,
    );
  });

  it('does not accept a token in the address', async () => {
    const created = await applicantUpload(lena, pdfFile(), 'cv.pdf');
    const response = await fetch(new URL(`${created.body.file}?token=${lena.token}`, t.baseUrl));
    expect(response.status).toBe(401);
    await lena.json('DELETE', `/v1/documents/${created.body.uuid}`);
  });

  it('refuses an upload without the CSRF header with 403 and stores nothing', async () => {
    const before = await snapshot();
    const response = await applicantUpload(lena, pdfFile(), 'cv.pdf', { csrf: false });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(ErrorCode.CSRF_INVALID);
    expect(await snapshot()).toEqual(before);
  });
});

describe('company documents', () => {
  const base = () => `/b2b/v1/documents/${nordlichtId}`;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeEach(async () => {
    before = await snapshot();
  });

  it('the owner uploads, lists, previews, re-classifies and deletes', async () => {
    const png = pngFile();
    const created = await upload(owner, `${base()}/upload`, png, 'logo.png', {
      fields: { category: 'Picture', type: 'Picture' },
    });
    expect(created.status).toBe(201);
    const document = created.body;
    expect(document).toMatchObject({
      name: 'logo.png',
      mimeType: 'image/png',
      file: `${base()}/${document.uuid}/preview`,
    });
    expect(await rowOf(document.uuid)).toMatchObject({ companyId: nordlichtId, accountId: null });

    expect((await owner.get(base())).body).toContainEqual(document);
    const preview = await previewBytes(owner, document.file);
    expect(preview.status).toBe(200);
    expect(preview.bytes.equals(png)).toBe(true);
    expect(preview.headers.get('content-type')).toBe('image/png');

    const patched = await owner.json('PATCH', `${base()}/${document.uuid}`, {
      category: 'Other',
      type: 'Other',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ category: 'Other', type: 'Other' });

    expect((await owner.json('DELETE', `${base()}/${document.uuid}`)).body).toEqual({});
    expect((await owner.get(base())).body.some((d: { uuid: string }) => d.uuid === document.uuid)).toBe(
      false,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('an employee may list and preview, but not upload, re-classify or delete without "edit company master data"', async () => {
    const created = await upload(owner, `${base()}/upload`, pdfFile(), 'handelsregister.pdf', {
      fields: { category: 'Other', type: 'Other' },
    });
    const id = created.body.uuid;
    expect((await employee.get(base())).body.map((d: { uuid: string }) => d.uuid)).toContain(id);
    expect((await previewBytes(employee, `${base()}/${id}/preview`)).status).toBe(200);

    const middle = await snapshot();
    const refused = await upload(employee, `${base()}/upload`, pdfFile(), 'a.pdf');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect((await employee.json('PATCH', `${base()}/${id}`, { type: 'CV' })).status).toBe(403);
    expect((await employee.json('DELETE', `${base()}/${id}`)).status).toBe(403);
    expect(await snapshot()).toEqual(middle);
    expect((await rowOf(id))!.type).toBe('Other');
    await owner.json('DELETE', `${base()}/${id}`);
  });

  it("another company's owner gets 403 on every call, and 404 through their own company's path", async () => {
    const created = await upload(owner, `${base()}/upload`, pdfFile(), 'vertrag.pdf', {
      fields: { category: 'Contract', type: 'Contract' },
    });
    const id = created.body.uuid;
    const middle = await snapshot();
    expect((await otherOwner.get(base())).status).toBe(403);
    expect((await upload(otherOwner, `${base()}/upload`, pdfFile(), 'a.pdf')).status).toBe(403);
    expect((await previewBytes(otherOwner, `${base()}/${id}/preview`)).status).toBe(403);
    expect((await otherOwner.json('PATCH', `${base()}/${id}`, { type: 'CV' })).status).toBe(403);
    expect((await otherOwner.json('DELETE', `${base()}/${id}`)).status).toBe(403);
    const ownPath = `/b2b/v1/documents/${rheinwerkId}/${id}`;
    expect((await previewBytes(otherOwner, `${ownPath}/preview`)).status).toBe(404);
    expect((await otherOwner.json('PATCH', ownPath, { type: 'CV' })).status).toBe(404);
    expect((await otherOwner.json('DELETE', ownPath)).status).toBe(404);
    expect(await snapshot()).toEqual(middle);
    await owner.json('DELETE', `${base()}/${id}`);
  });

  it('applies the same content checks and the base64 variant', async () => {
    const html = await upload(owner, `${base()}/upload`, htmlFile(), 'logo.jpg', {
      fields: { category: 'Picture', type: 'Picture' },
    });
    expect(html.status).toBe(422);
    expect(await snapshot()).toEqual(before);
    const viaBase64 = await owner.json('POST', `${base()}/upload?base64=true`, {
      file: jpegFile().toString('base64'),
      fileName: 'profil.jpg',
      category: 'Picture',
      type: 'EmployeeProfilePicture',
    });
    expect(viaBase64.status).toBe(201);
    expect(viaBase64.body.mimeType).toBe('image/jpeg');
    await owner.json('DELETE', `${base()}/${viaBase64.body.uuid}`);
  });
});
