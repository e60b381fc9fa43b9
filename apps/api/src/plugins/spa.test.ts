/**
 * The web app is served compressed to browsers that accept it and plain to clients that do not (no
 * `Accept-Encoding`, `identity`, or every coding refused with `q=0`); `/` included, which used to answer 403.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const INDEX =
  '<!doctype html><html lang="de"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("portal");'.repeat(50);
const ASSET = '/assets/index-abc123.js';
/** A file of `public/` without a hash in its name (the favicon). */
const PUBLIC_FILE = '/favicon.svg';

let t: TestApp;
let dist: string;

/** A built web app in miniature: files with their .br and .gz siblings, as the Vite build writes them. */
async function writeDist(directory: string) {
  await mkdir(join(directory, 'assets'), { recursive: true });
  for (const [path, content] of [
    ['index.html', INDEX],
    [ASSET.slice(1), SCRIPT],
    [PUBLIC_FILE.slice(1), '<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(20)],
  ] as const) {
    await writeFile(join(directory, path), content);
    await writeFile(join(directory, `${path}.br`), brotliCompressSync(content));
    await writeFile(join(directory, `${path}.gz`), gzipSync(content));
  }
}

/** A raw GET (fetch would always send its own Accept-Encoding). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const url = new URL(path, t.baseUrl);
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
  await writeDist(dist);
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const HTML = { accept: 'text/html' };

describe('serving the web app', () => {
  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'accept-encoding': 'identity' }],
    ['every coding refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ['a wildcard refused', { 'accept-encoding': '*;q=0' }],
  ])('answers / with plain HTML for %s', async (_name, encoding) => {
    for (const path of ['/', '/ds/home', '/index.html']) {
      const response = await get(path, { ...HTML, ...encoding });
      expect(response.status, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body.toString('utf8'), path).toBe(INDEX);
    }
    const script = await get(ASSET, encoding);
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.body.toString('utf8')).toBe(SCRIPT);
  });

  it('sends the pre-compressed files to browsers that accept them, and says it varies', async () => {
    const brotli = await get('/', { ...HTML, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get(ASSET, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches a hashed asset for a year as immutable, brotli-compressed for a browser that accepts it', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString('utf8')).toBe(SCRIPT);
  });

  it('asks again for index.html on every start and keeps unhashed files only briefly', async () => {
    for (const path of ['/', '/b2b/job-openings', '/index.html']) {
      const response = await get(path, { ...HTML, 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
    const favicon = await get(PUBLIC_FILE, { 'accept-encoding': 'br' });
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-encoding']).toBe('br');
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
  });
});
