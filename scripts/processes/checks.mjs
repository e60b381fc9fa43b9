/**
 * The cross-process checks of the proof (decision 361): each talks to the two processes directly by their ports
 * (Host = the public host) and answers `{ name, ok, detail }`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { portalClient } from './client.mjs';

export const DEMO_PASSWORD = 'portal-demo-2026';

/** A one-page PDF, unique per call (a comment line), as the document upload accepts it. */
export function pdfFile() {
  let body = `%PDF-1.4\n%${randomBytes(8).toString('hex')}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function multipart(fields, file, fileName) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), fileName);
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type'),
  };
}

const check = (name, ok, detail) => ({ name, ok: Boolean(ok), detail });

export async function signInOnAThenCallB({ publicUrl, a, b }) {
  const lena = portalClient(publicUrl);
  await lena.signIn(a.port, 'bewerber@demo.example', DEMO_PASSWORD);
  const account = await lena.request(b.port, 'GET', '/v1/account');
  return check(
    `sign-in through ${a.name}, GET /v1/account with that token through ${b.name}`,
    account.status === 200 && account.body?.email === 'bewerber@demo.example',
    `${account.status} ${account.body?.email ?? ''}`,
  );
}

export async function uploadOnAPreviewOnB({ publicUrl, a, b }) {
  const lena = portalClient(publicUrl);
  await lena.signIn(a.port, 'bewerber@demo.example', DEMO_PASSWORD);
  const pdf = pdfFile();
  const form = await multipart({ category: 'CV', type: 'CV' }, pdf, 'Lebenslauf Prozesse.pdf');
  const created = await lena.request(a.port, 'POST', '/v1/documents/upload', {
    body: form.body,
    headers: { 'content-type': form.contentType },
  });
  if (created.status !== 201) {
    return check(
      `upload through ${a.name}`,
      false,
      `${created.status} ${created.bytes.toString().slice(0, 200)}`,
    );
  }
  const preview = await lena.request(b.port, 'GET', created.body.file);
  return check(
    `upload through ${a.name} (${pdf.length} B to S3), preview through ${b.name}: bytes equal`,
    preview.status === 200 && preview.bytes.equals(pdf),
    `${created.status} → ${preview.status}, ${preview.bytes.length} B`,
  );
}

export async function revokeOnARefusedOnB({ publicUrl, a, b }) {
  const lena = portalClient(publicUrl);
  await lena.signIn(a.port, 'bewerber@demo.example', DEMO_PASSWORD);
  const before = await lena.request(b.port, 'GET', '/v1/account');
  const signOut = await lena.request(a.port, 'DELETE', '/v1/auth');
  const after = await lena.request(b.port, 'GET', '/v1/account');
  return check(
    `token revoked on ${a.name} (sign-out) is refused on ${b.name} at once`,
    before.status === 200 && signOut.status === 200 && after.status === 401,
    `${b.name} before ${before.status}, sign-out ${signOut.status}, ${b.name} after ${after.status}`,
  );
}

/**
 * `POST /v1/t/{id}` allows 30 per minute and client address: alternately on A and B, from an address of its
 * own (X-Forwarded-For, believed from loopback), the 31st is refused — 15 per process would not be.
 */
export async function rateLimitAcrossBoth({ publicUrl, a, b }) {
  const visitor = portalClient(publicUrl);
  const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  let refusedAt = null;
  const served = { [a.name]: 0, [b.name]: 0 };
  for (let n = 1; n <= 70 && refusedAt === null; n++) {
    const api = n % 2 ? a : b;
    const response = await visitor.request(api.port, 'POST', '/v1/t/procs-check', {
      json: {},
      headers: { 'x-forwarded-for': address },
    });
    if (response.status === 429) refusedAt = n;
    else served[api.name] += 1;
  }
  return check(
    'rate limit (30/min) counted across both: request 31 refused',
    refusedAt === 31,
    `refused at request ${refusedAt} after ${served[a.name]} on ${a.name} + ${served[b.name]} on ${b.name}`,
  );
}

async function verificationToken(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select links->>'verify' as verify from mail_outbox where "to" = $1 and links ? 'verify'
       order by created_at desc limit 1`,
      [email],
    );
    return rows[0] ? new URL(rows[0].verify).searchParams.get('token') : null;
  } finally {
    await client.end();
  }
}

/** The domain effects of the unit assignment for one account: units and advisor mails. */
export async function assignmentEffects(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const units = await client.query(
      `select u.unit, count(*)::int as n from units u join accounts a on a.id = u.account_id
       where a.email = $1 group by u.unit`,
      [email],
    );
    const mails = await client.query(
      `select count(*)::int as n from mail_outbox where "to" = $1 and subject ilike '%studienberatung%'`,
      [email],
    );
    return { units: units.rows, mails: mails.rows[0].n };
  } finally {
    await client.end();
  }
}

/**
 * Tim (demo, onboarding open, one application) finishes onboarding with the same request sent to A and B at the
 * same moment; both processes also sweep every second. Afterwards: one unit per unit kind, one advisor mail.
 */
export async function unitAssignmentOnce({ publicUrl, a, b, databaseUrl }) {
  const email = 'neu@demo.example';
  const tim = portalClient(publicUrl);
  await tim.signIn(a.port, email, DEMO_PASSWORD);
  const saved = await tim.request(b.port, 'PATCH', '/v1/account', {
    json: { universityEntranceQualification: 'Abitur', languageSkills: [{ code: 'de', level: 7 }] },
  });
  if (saved.status !== 200) return check('unit assignment: onboarding rules', false, `${saved.status}`);
  if (!saved.body.emailVerified) {
    // The address is confirmed with the mailed link: asked for on A, confirmed on B.
    await tim.request(a.port, 'POST', '/v1/account/email-verification');
    const token = await verificationToken(databaseUrl, email);
    const confirmed = await portalClient(publicUrl).request(
      b.port,
      'POST',
      '/v1/account/email-verification/confirm',
      { json: { token } },
    );
    if (confirmed.status !== 200) {
      return check('unit assignment: address confirmed', false, `${confirmed.status}`);
    }
  }
  const done = await Promise.all(
    [a, b].map((api) => tim.request(api.port, 'PUT', '/v1/metadata', { json: { onboardingDone: true } })),
  );
  let units = [];
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    units = (await tim.request(a.port, 'GET', '/v1/unit')).body ?? [];
    if (units.length) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Let both sweeps pass over the account a few more times.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const effects = await assignmentEffects(databaseUrl, email);
  const perUnit = effects.units.map((row) => `${row.unit}×${row.n}`).join(', ') || 'none';
  return check(
    `unit assignment triggered on ${a.name} and ${b.name} at once: done exactly once`,
    effects.units.length > 0 && effects.units.every((row) => row.n === 1) && effects.mails === 1,
    `PUT /v1/metadata ${done.map((r) => r.status).join(' + ')}; units ${perUnit}; advisor mails ${effects.mails}`,
  );
}
