/**
 * Zip bombs through the real upload (decision 066): a DOCX that unpacks far beyond the limits, or whose entries
 * lie about their size, is refused with 422 and the translated reason, and leaves neither row nor file; an
 * ordinary (deflated) DOCX is still accepted.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { ErrorCode, type ErrorBody, type PortalDocument } from '@portal/contracts';
import { documents } from '../../db/schema/index';
import type { HttpClient, HttpResponse } from '../../testing/http-client';
import { signIn } from '../../testing/oidc-login';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { docxParts, withDeclaredSize, zeros, zipArchive } from './document-fixtures';

const MiB = 1024 * 1024;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let lena: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  lena = t.client();
  await signIn(lena, 'bewerber@demo.example');
});
afterAll(() => t?.close());

function upload(file: Buffer, fileName: string, language = 'de') {
  const form = new FormData();
  form.append('category', 'CV');
  form.append('type', 'CV');
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  return lena.raw('POST', '/v1/documents/upload', {
    body: form,
    headers: { 'accept-language': language },
  }) as Promise<HttpResponse<PortalDocument & ErrorBody>>;
}

/** Every file below the upload directory (staged ones included) and the number of document rows. */
async function stored() {
  const root = t.app.config.uploadDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  const [row] = await t.app.db.select({ n: count() }).from(documents);
  return { files: files.sort(), rows: row!.n };
}

describe('zip bombs in document uploads', () => {
  it('refuses a DOCX that unpacks to 256 MiB with 422, in German and English, and stores nothing', async () => {
    const bomb = await zipArchive([
      ...docxParts(),
      { name: 'word/media/image1.png', data: zeros(256 * MiB) },
    ]);
    expect(bomb.length).toBeLessThan(MiB);
    const before = await stored();

    const german = await upload(bomb, 'Lebenslauf.docx');
    expect(german.status).toBe(422);
    expect(german.body).toEqual({
      code: ErrorCode.DOCUMENT_UNPROCESSABLE,
      message: 'Fehler bei der Verarbeitung',
      errors: [
        {
          field: 'file',
          rule: 'file_archive_limits',
          message: 'Die Datei ist entpackt zu groß oder besteht aus zu vielen Teilen.',
        },
      ],
    });
    const english = await upload(bomb, 'cv.docx', 'en');
    expect(english.status).toBe(422);
    expect(english.body.errors[0]).toMatchObject({
      rule: 'file_archive_limits',
      message: 'Unpacked, the file is too large or consists of too many parts',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a DOCX whose entries declare less than they unpack to', async () => {
    const honest = await zipArchive([
      ...docxParts(),
      { name: 'word/media/image1.png', data: zeros(4 * MiB) },
    ]);
    const liar = withDeclaredSize(honest, 'word/media/image1.png', 2048);
    const before = await stored();
    const response = await upload(liar, 'Zeugnis.docx');
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({ field: 'file', rule: 'file_damaged' });
    expect(await stored()).toEqual(before);
  });

  it('still accepts an ordinary deflated DOCX with a picture', async () => {
    const picture = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251));
    const docx = await zipArchive([...docxParts(), { name: 'word/media/image1.png', data: picture }]);
    const before = await stored();
    const response = await upload(docx, 'Motivationsschreiben.docx');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mimeType: DOCX_TYPE, size: docx.length });
    const after = await stored();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
  });
});
