/**
 * Document uploads and previews with the files in S3-compatible object storage (decisions 340–342): the whole
 * app runs with `S3_*` pointing at a real s3rver over HTTP. The content checks are the same as on the local
 * store, refused files leave nothing in the bucket, and the preview streams the object from S3.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ErrorCode, UPLOAD_MAX_BYTES, type ErrorBody, type PortalDocument } from '@portal/contracts';
import { documents } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { signIn } from '../../testing/oidc-login';
import { startRawCvUpload, writeAll } from '../../testing/raw-upload';
import type { HttpClient, HttpResponse } from '../../testing/http-client';
import { docxFile, exeFile, htmlFile, pdfFile, pngFile } from './document-fixtures';
import { pollUntil } from '../../testing/api-helpers';

let s3: TestS3Server;
let t: TestApp;
let lena: HttpClient;
let owner: HttpClient;
let nordlichtId: string;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await startTestApp({ s3: s3.config });
  [lena, owner] = [t.client(), t.client()];
  await signIn(lena, 'bewerber@demo.example');
  await signIn(owner, 'inhaber@demo.example', 'company');
  nordlichtId = (await owner.get('/b2b/v1/me')).body.companies[0].id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

type AnyResponse = Promise<HttpResponse<PortalDocument & ErrorBody>>;

function upload(
  client: HttpClient,
  url: string,
  file: Buffer,
  fileName: string,
  fields = { category: 'CV', type: 'CV' },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  return client.raw('POST', url, { body: form }) as AnyResponse;
}

const applicantUpload = (file: Buffer, fileName: string, fields?: { category: string; type: string }) =>
  upload(lena, '/v1/documents/upload', file, fileName, fields);

async function rowOf(id: string) {
  const [row] = await t.app.db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** What the bucket and the database hold; the local upload directory must stay empty throughout. */
async function snapshot() {
  const [rows] = await t.app.db.select({ n: count() }).from(documents);
  const local = (await readdir(t.app.config.uploadDir, { recursive: true })).filter(
    (name) => name !== '.staging',
  );
  return { objects: await s3.objectKeys(), rows: rows!.n, local };
}

/** Reads a preview chunk by chunk: status, headers, size and hash. */
async function preview(client: HttpClient, url: string) {
  const response = await fetch(new URL(url, t.baseUrl), {
    headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
  });
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of response.body!) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { status: response.status, headers: response.headers, size, sha256: hash.digest('hex') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('applicant documents on object storage', () => {
  it('uploads a PDF into the bucket, previews it from there and deletes it', async () => {
    const before = await snapshot();
    const pdf = pdfFile();
    const created = await applicantUpload(pdf, 'Lebenslauf Lena.pdf');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ mimeType: 'application/pdf', size: pdf.length });

    const row = await rowOf(created.body.uuid);
    expect(row).toMatchObject({ sha256: sha256(pdf), sizeBytes: pdf.length });
    // Committed under files/, nothing left in staging/, nothing on the local disk.
    expect(await snapshot()).toEqual({
      objects: [...before.objects, `files/${row!.storageKey}`].sort(),
      rows: before.rows + 1,
      local: [],
    });

    const shown = await preview(lena, created.body.file);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-length')).toBe(String(pdf.length));
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown).toMatchObject({ size: pdf.length, sha256: sha256(pdf) });

    expect((await lena.json('DELETE', `/v1/documents/${created.body.uuid}`)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect((await preview(lena, created.body.file)).status).toBe(404);
  });

  it('checks office files by their zip directory, read back from the staged object', async () => {
    const docx = docxFile();
    const created = await applicantUpload(docx, 'anschreiben.docx', {
      category: 'Other',
      type: 'MotivationLetter',
    });
    expect(created.status).toBe(201);
    expect(await preview(lena, created.body.file)).toMatchObject({ status: 200, sha256: sha256(docx) });
  });

  it.each([
    ['an executable renamed .pdf', exeFile, 'rechnung.pdf', { category: 'CV', type: 'CV' }],
    ['HTML named .jpg', htmlFile, 'bild.jpg', { category: 'Picture', type: 'Picture' }],
    ['a PNG named .pdf', pngFile, 'dokument.pdf', { category: 'CV', type: 'CV' }],
  ])('refuses %s by its content and leaves nothing in the bucket', async (_, build, name, fields) => {
    const before = await snapshot();
    const response = await applicantUpload(build(), name, fields);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ErrorCode.DOCUMENT_UNPROCESSABLE);
    expect(response.body.errors.map((e: { rule: string }) => e.rule)).toContain('file_content_mismatch');
    expect(await snapshot()).toEqual(before);
  });

  it('takes exactly 14 MiB through multipart upload and streams it back unchanged', async () => {
    const pdf = pdfFile(UPLOAD_MAX_BYTES);
    const created = await applicantUpload(pdf, 'gross.pdf');
    expect(created.status).toBe(201);
    expect(await preview(lena, created.body.file)).toMatchObject({
      status: 200,
      size: UPLOAD_MAX_BYTES,
      sha256: sha256(pdf),
    });
    expect((await lena.json('DELETE', `/v1/documents/${created.body.uuid}`)).status).toBe(200);
  });

  it('refuses one byte more with 413 and stores nothing', async () => {
    const before = await snapshot();
    const response = await applicantUpload(pdfFile(UPLOAD_MAX_BYTES + 1), 'zu-gross.pdf');
    expect(response.status).toBe(413);
    expect(response.body.code).toBe(ErrorCode.DOCUMENT_TOO_LARGE);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing behind when the client hangs up mid-upload', async () => {
    const before = await snapshot();
    const socket = await startRawCvUpload(t.baseUrl, lena, 8 * 1024 * 1024);
    // More than one 5 MiB part, so a multipart upload to the bucket is under way when the client goes.
    await writeAll(socket, pdfFile(8 * 1024 * 1024).subarray(0, 6 * 1024 * 1024));
    await sleep(300);
    socket.destroy();
    const after = await pollUntil(snapshot, (now) => JSON.stringify(now) === JSON.stringify(before), {
      timeoutMs: 2000,
      intervalMs: 20,
    });
    expect(after).toEqual(before);
    expect((await lena.get('/v1/documents')).status).toBe(200);
  });
});

describe('company documents on object storage', () => {
  it('the owner uploads and previews a company document from the bucket', async () => {
    const pdf = pdfFile();
    const created = await upload(owner, `/b2b/v1/documents/${nordlichtId}/upload`, pdf, 'agb.pdf', {
      category: 'Other',
      type: 'Other',
    });
    expect(created.status).toBe(201);
    expect(await preview(owner, created.body.file)).toMatchObject({ status: 200, sha256: sha256(pdf) });
  });
});
