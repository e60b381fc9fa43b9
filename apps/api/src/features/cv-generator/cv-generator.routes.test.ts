/**
 * The CV generator's calls (decisions 227–231) through real HTTP against a real database and the system Chromium:
 * the PDF's text, fonts and page size; the sanitiser and the offline renderer (a local server must receive no
 * request, no script runs); the limits (size, photo, rate, missing Chromium); the mail with the PDF attached;
 * the CV stored among the applicant's documents and nobody else's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contracts';
import { mailsTo, pollUntil } from '../../testing/api-helpers';
import type { HttpClient } from '../../testing/http-client';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { popplerText } from '../../testing/pdf-text';
import { sanitizeCvHtml } from './cv-html';

const STANDARD_FONTS = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Template markup as the web's templates produce it (fixed `cv-…` classes). */
function cvMarkup(template: 'classic' | 'modern', extra = '') {
  return `<article class="cv cv--${template}">
<header class="cv-header"><div class="cv-identity"><h1 class="cv-name">Jürgen Größer</h1>
<p class="cv-headline">Kaufmännischer Assistent</p></div></header>
<div class="cv-body"><aside class="cv-side"><section class="cv-section cv-section--personal"><h2 class="cv-heading">Persönliche Daten</h2>
<dl class="cv-facts"><dt>E-Mail</dt><dd>juergen@example.org</dd><dt>Wohnort</dt><dd>Düsseldorf</dd></dl></section></aside>
<main class="cv-main"><section class="cv-section cv-section--experience"><h2 class="cv-heading">Berufserfahrung</h2>
<ol class="cv-entries"><li class="cv-entry"><div class="cv-entry-head"><h3 class="cv-entry-title">Aushilfe</h3>
<p class="cv-entry-period">03/2021 – heute</p></div><p class="cv-entry-org">Bäckerei Süß · Köln</p></li></ol></section>
<section class="cv-section cv-section--education"><h2 class="cv-heading">Ausbildung</h2><ol class="cv-entries"><li class="cv-entry">
<div class="cv-entry-head"><h3 class="cv-entry-title">Abitur</h3><p class="cv-entry-period">08/2012 – 06/2020</p></div>
<p class="cv-entry-org">Gymnasium Überlingen</p></li></ol></section>${extra}</main></div></article>`;
}

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
}, 60_000);
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

/** A POST answering a file: the bytes (the test client reads text), with the CSRF cookie and header. */
async function postForBytes(client: HttpClient, url: string, body: unknown, language = 'de') {
  if (!client.cookies.has('XSRF-TOKEN')) await client.raw('GET', '/v1/health', { auth: false });
  const response = await fetch(new URL(url, client.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      cookie: client.cookieHeader(),
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(bytes.toString())
    : null;
  return { status: response.status, headers: response.headers, bytes, json };
}

async function pdfFacts(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  const sizes: Array<[number, number]> = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push([width, height]);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { text: pages.join('\n').replace(/\s+/g, ' '), sizes };
}

/** With `SCREENSHOTS=1`: the PDF as PNG under `test-results/pdf/`, to be looked at. */
function screenshotPdf(bytes: Buffer, name: string) {
  const dir = `${process.cwd()}/test-results/pdf`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, bytes);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    `${dir}/${name}.pdf`,
    `${dir}/${name}`,
  ]);
}

describe('rendering a CV', { timeout: 60_000 }, () => {
  it.each(['classic', 'modern'] as const)(
    'the %s template prints as an A4 PDF with selectable text, umlauts and embedded fonts',
    async (template) => {
      const answer = await postForBytes(t.client(), '/v1/cv-generator/upload', {
        type: template,
        html: cvMarkup(template),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, sizes } = await pdfFacts(answer.bytes);
      expect(text).toContain('Jürgen Größer');
      for (const heading of ['Persönliche Daten', 'Berufserfahrung', 'Ausbildung'])
        expect(text).toContain(heading);
      expect(text).toContain('Bäckerei Süß');
      for (const [width, height] of sizes) {
        expect(Math.abs(width - 595)).toBeLessThanOrEqual(1);
        expect(Math.abs(height - 842)).toBeLessThanOrEqual(1);
      }
      // The font files travel inside the PDF (no reliance on the reader's fonts).
      expect(answer.bytes.includes(Buffer.from('/FontFile'))).toBe(true);
      expect(answer.bytes.includes(Buffer.from('Inter'))).toBe(true);
    },
  );

  it.each(['classic', 'modern'] as const)(
    'the %s template prints Arabic right to left with shaped Arabic glyphs (decision 282)',
    async (template) => {
      const arabic = cvMarkup(template)
        .replace('Jürgen Größer', 'يوسف الأحمد')
        .replace('Persönliche Daten', 'البيانات الشخصية')
        .replace('Berufserfahrung', 'الخبرة المهنية');
      const [rtl, ltr] = await Promise.all([
        postForBytes(t.client(), '/v1/cv-generator/upload', { type: template, html: arabic }, 'ar'),
        postForBytes(
          t.client(),
          '/v1/cv-generator/upload',
          { type: template, html: cvMarkup(template) },
          'de',
        ),
      ]);
      expect(rtl.status).toBe(200);
      if (process.env.SCREENSHOTS === '1') screenshotPdf(rtl.bytes, `cv-${template}-ar`);
      // Poppler reads Chromium's /ActualText of the shaped glyphs: every letter, in reading order.
      const text = popplerText(rtl.bytes).replace(/\s+/g, '');
      for (const words of ['يوسف الأحمد', 'البيانات الشخصية', 'الخبرة المهنية'])
        expect(text).toContain(words.replace(/\s+/g, ''));
      expect(rtl.bytes.includes(Buffer.from('NotoSansArabic'))).toBe(true);
      // The layout mirrors: the name (the largest text) starts as far from the right edge in Arabic as it
      // starts from the left edge in German.
      const nameEdges = async (bytes: Buffer) => {
        const page = await (await getDocument({ data: new Uint8Array(bytes) }).promise).getPage(1);
        const items = (await page.getTextContent()).items.filter((item) => 'str' in item && item.str.trim());
        const size = Math.max(...items.map((item) => ('transform' in item ? item.transform[0] : 0)));
        const name = items.filter((item) => 'transform' in item && item.transform[0] === size);
        const xs = name.map((item) => ('transform' in item ? item.transform[4] : 0));
        const ends = name.map((item) => ('transform' in item ? item.transform[4] + item.width : 0));
        return { left: Math.min(...xs), right: Math.max(...ends) };
      };
      const [arabicName, germanName] = await Promise.all([nameEdges(rtl.bytes), nameEdges(ltr.bytes)]);
      const pageWidth = 595.28;
      expect(Math.abs(pageWidth - arabicName.right - germanName.left)).toBeLessThan(4);
    },
  );

  it('serves the same through the print-templates call', async () => {
    const answer = await postForBytes(t.client(), '/v1/print-templates/upload', {
      type: 'classic',
      html: cvMarkup('classic'),
    });
    expect(answer.status).toBe(200);
    expect((await pdfFacts(answer.bytes)).text).toContain('Jürgen Größer');
  });

  describe('hostile markup', () => {
    let server: Server;
    let hits: string[];
    let origin: string;
    beforeAll(async () => {
      hits = [];
      server = createServer((request, response) => {
        hits.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'image/png' }).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const hostile = () => `
<script>document.body.innerText = 'SCRIPT-RAN'; fetch('${origin}/script')</script>
<img src="${origin}/external.png" alt="extern">
<img src="x" onerror="document.body.innerText = 'HANDLER-RAN'; fetch('${origin}/onerror')">
<p class="cv-entry-text" onclick="alert(1)"><a href="javascript:fetch('${origin}/js-link')">Link</a> Sichtbarer Text</p>
<link rel="stylesheet" href="${origin}/style.css"><style>@import url('${origin}/import.css'); .cv { display: none }</style>
<iframe src="${origin}/frame"></iframe><object data="${origin}/object"></object>
<div class="cv-section" style="background-image: url('${origin}/background.png')">Hintergrund</div>
<svg><image href="${origin}/svg.png"></image></svg><video poster="${origin}/poster.png"></video>`;

    it('prints the text while the local server receives no request and nothing executes', async () => {
      const answer = await postForBytes(t.client(), '/v1/cv-generator/upload', {
        type: 'modern',
        html: cvMarkup('modern', hostile()),
      });
      expect(answer.status).toBe(200);
      const { text } = await pdfFacts(answer.bytes);
      expect(text).toContain('Jürgen Größer');
      expect(text).toContain('Sichtbarer Text');
      expect(text).not.toContain('SCRIPT-RAN');
      expect(text).not.toContain('HANDLER-RAN');
      // Give a late request the chance to arrive before asserting that none did.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(hits).toEqual([]);
    });

    it('the sanitiser keeps only the templates’ tags, classes and embedded images', async () => {
      const clean = await sanitizeCvHtml(`<p class="cv-name evil">x</p>${hostile()}`);
      expect(clean).toContain('<p class="cv-name">x</p>');
      for (const banned of [
        '<script',
        'onerror',
        'onclick',
        'javascript:',
        origin,
        '<link',
        '<style',
        '<iframe',
        '<object',
        'style=',
        '<svg',
        '<video',
        'evil',
      ]) {
        expect(clean).not.toContain(banned);
      }
    });
  });

  it('accepts a real photo and refuses one that is no image by its content', async () => {
    const png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#4346d4' } })
      .png()
      .toBuffer();
    const photo = (bytes: Buffer) =>
      `<img class="cv-photo" src="data:image/png;base64,${bytes.toString('base64')}" alt="">`;
    const good = await postForBytes(t.client(), '/v1/cv-generator/upload', {
      type: 'classic',
      html: cvMarkup('classic', photo(png)),
    });
    expect(good.status).toBe(200);
    const bad = await postForBytes(t.client(), '/v1/cv-generator/upload', {
      type: 'classic',
      html: cvMarkup('classic', photo(Buffer.from('<svg onload="alert(1)"></svg>'))),
    });
    expect(bad.status).toBe(422);
    expect(bad.json.code).toBe(ErrorCode.CV_PHOTO_INVALID);
  });

  it('answers too large HTML with 413 and a clear message', async () => {
    const answer = await postForBytes(t.client(), '/v1/cv-generator/upload', {
      type: 'classic',
      html: cvMarkup('classic', `<p>${'ä'.repeat(300 * 1024)}</p>`),
    });
    expect(answer.status).toBe(413);
    expect(answer.json.code).toBe(ErrorCode.CV_HTML_TOO_LARGE);
    expect(answer.json.message).toMatch(/zu groß/);
  });

  it('answers an unknown type with 400 and a translated message', async () => {
    const german = await postForBytes(t.client(), '/v1/cv-generator/upload', {
      type: 'fancy',
      html: '<p>x</p>',
    });
    expect(german.status).toBe(400);
    expect(german.json.errors.map((e: { field: string }) => e.field)).toContain('type');
    const english = await postForBytes(
      t.client(),
      '/v1/cv-generator/upload',
      { type: 'fancy', html: '<p>x</p>' },
      'en',
    );
    expect(english.status).toBe(400);
    expect(english.json.message).not.toBe(german.json.message);
  });
});

describe('mailing a CV', { timeout: 60_000 }, () => {
  it('sends our own mail with the PDF attached, never the caller’s text in the mail', async () => {
    const to = `cv-${Date.now()}@example.org`;
    const answer = await t.client().json('POST', '/v1/cv-generator/send/upload', {
      type: 'modern',
      html: cvMarkup('modern'),
      email: to,
    });
    expect(answer.status).toBe(200);
    const [mail] = await pollUntil(
      () => mailsTo(t, to),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toBe('Dein Lebenslauf aus dem Lebenslauf-Generator');
    expect(mail!.text).not.toContain('Jürgen');
    const attachment = mail!.attachments?.find((file) => file.filename === 'Lebenslauf.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = Buffer.from(attachment!.content, 'base64');
    expect((await pdfFacts(pdf)).text).toContain('Jürgen Größer');
    // The dev mailbox lists the attachment and serves the PDF itself.
    const list = await t.client().raw('GET', `/dev/mail?to=${encodeURIComponent(to)}`);
    const link = /href="(\/dev\/mail\/[0-9a-f-]+\/attachments\/0)"/.exec(list.text)?.[1];
    expect(link).toBeTruthy();
    const served = await fetch(new URL(link!, t.baseUrl));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('writes the mail in the portal language of the request, Arabic right-to-left', async () => {
    const to = `cv-ar-${Date.now()}@example.org`;
    const answer = await postForBytes(
      t.client(),
      '/v1/cv-generator/send/upload',
      { type: 'modern', html: cvMarkup('modern'), email: to },
      'ar',
    );
    expect(answer.status).toBe(200);
    const [mail] = await pollUntil(
      () => mailsTo(t, to),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toBe('سيرتك الذاتية من مولّد السيرة الذاتية');
    expect(mail!.text).toContain('قدّم الآن على دراسة مزدوجة');
    expect(mail!.text).not.toMatch(/Lebenslauf-Generator|CV generator/);
  });

  it('refuses an invalid address without sending anything', async () => {
    const answer = await t.client().json('POST', '/v1/cv-generator/send/upload', {
      type: 'modern',
      html: cvMarkup('modern'),
      email: 'keine-adresse',
    });
    expect(answer.status).toBe(400);
    expect(await mailsTo(t, 'keine-adresse')).toEqual([]);
  });
});

describe('saving a CV to the documents', { timeout: 60_000 }, () => {
  it('stores it as the applicant’s CV, visible to them only', async () => {
    const owner = await people.applicant({ firstName: 'Jürgen', lastName: 'Größer' });
    const other = await people.applicant();
    const saved = await owner.client.json('POST', '/v1/application-portfolio', {
      type: 'classic',
      html: cvMarkup('classic'),
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      category: 'CV',
      type: 'CV',
      mimeType: 'application/pdf',
      name: 'Lebenslauf.pdf',
    });

    const own = await owner.client.get('/v1/documents');
    expect(own.body.map((d: { uuid: string }) => d.uuid)).toContain(saved.body.uuid);
    const theirs = await other.client.get('/v1/documents');
    expect(theirs.body.map((d: { uuid: string }) => d.uuid)).not.toContain(saved.body.uuid);
    expect((await other.client.get(`/v1/documents/${saved.body.uuid}/preview`)).status).toBe(404);

    const file = await fetch(new URL(`/v1/documents/${saved.body.uuid}/preview`, t.baseUrl), {
      headers: { authorization: `Bearer ${owner.client.token}` },
    });
    expect(file.status).toBe(200);
    expect((await pdfFacts(Buffer.from(await file.arrayBuffer()))).text).toContain('Jürgen Größer');
  });

  it('refuses anonymous callers, advisors and company users', async () => {
    const body = { type: 'classic', html: cvMarkup('classic') };
    expect((await t.client().json('POST', '/v1/application-portfolio', body)).status).toBe(401);
    const advisor = await people.advisor();
    expect((await advisor.client.json('POST', '/v1/application-portfolio', body)).status).toBe(403);
    const company = await people.companyOwner();
    expect([401, 403]).toContain(
      (await company.client.json('POST', '/v1/application-portfolio', body)).status,
    );
  });
});

describe('limits', { timeout: 60_000 }, () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      cvGenerator: {
        chromiumPath: '/nonexistent/chromium',
        renderRateLimit: { max: 2, windowMs: 60_000 },
        sendRateLimit: { max: 1, windowMs: 60_000 },
        renderTimeoutMs: 15_000,
      },
    });
  }, 60_000);
  afterAll(() => limited?.close());

  it('answers 503 with a clear code without Chromium, then 429 beyond the render limit', async () => {
    const client = limited.client();
    const body = { type: 'classic', html: cvMarkup('classic') };
    for (let n = 0; n < 2; n++) {
      const answer = await client.json('POST', '/v1/cv-generator/upload', body);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe(ErrorCode.CV_RENDERER_UNAVAILABLE);
    }
    const refused = await client.json('POST', '/v1/cv-generator/upload', body);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.TOO_MANY_CV_RENDERS);
  });

  it('mails at most the limit per address', async () => {
    const client = limited.client();
    const body = { type: 'classic', html: cvMarkup('classic'), email: 'limit@example.org' };
    expect((await client.json('POST', '/v1/cv-generator/send/upload', body)).status).toBe(503);
    const refused = await client.json('POST', '/v1/cv-generator/send/upload', body);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.TOO_MANY_CV_MAILS);
  });
});
