/**
 * The advisor's card data and photo (decision 047). Each test creates its own advisor (and the applicant who sees
 * the card), so nothing depends on the demo seed or on the order of the tests.
 */
import { readdir } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ErrorCode } from '@portal/contracts';
import { accounts, advisors, auditLog, campuses } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople, type TestAdvisor } from '../../testing/people';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

/** An advisor with a full card at the Berlin campus, and an applicant of theirs. */
async function advisorWithApplicant(): Promise<{ advisor: TestAdvisor; applicant: HttpClient }> {
  const [berlin] = await t.app.db.select().from(campuses).where(eq(campuses.city, 'Berlin'));
  const advisor = await people.advisor({
    firstName: 'Nora',
    lastName: 'Brandt',
    profile: {
      phone: '+49 30 2091 4471',
      mobilePhone: '+49 151 2384 7719',
      whatsappAvailable: true,
      email: 'nora.brandt@dualstudium.example',
      city: 'Berlin',
      imagePath: '/images/advisors/anna-berger.svg',
      campusId: berlin!.id,
    },
  });
  const { client } = await people.applicant({ unit: { advisor } });
  return { advisor, applicant: client };
}

async function auditOf(advisor: TestAdvisor, action: string) {
  const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((row) => row.actorId === advisor.accountId);
}

function photoForm(file: Buffer, name = 'foto.png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)]), name);
  return form;
}

const uploadPhoto = (client: HttpClient, file: Buffer, name?: string, field?: string) =>
  client.raw('POST', '/v1/advisor/profile/photo', { body: photoForm(file, name, field) });

function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 210, g: 160, b: 120 } },
  }).composite([
    {
      // A darker "face" off-centre, so the attention strategy has something to focus on.
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.15}" fill="#402010"/></svg>`,
      ),
    },
  ]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe('GET and PATCH /v1/advisor/profile', () => {
  it('answers the card data with the campus', async () => {
    const { advisor } = await advisorWithApplicant();
    const response = await advisor.client.get('/v1/advisor/profile');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Nora Brandt',
      phone: '+49 30 2091 4471',
      mobilePhone: '+49 151 2384 7719',
      whatsappAvailable: true,
      email: 'nora.brandt@dualstudium.example',
      city: 'Berlin',
      imagePath: '/images/advisors/anna-berger.svg',
      campus: { city: 'Berlin' },
    });
  });

  it('validates the fields and changes nothing on errors', async () => {
    const { advisor } = await advisorWithApplicant();
    const nora = advisor.client;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: 'ruf mich an' }, 'phone', 'phone'],
      [{ mobilePhone: '12' }, 'mobilePhone', 'phone'],
      [{ email: 'keine-adresse' }, 'email', 'email'],
      [{ name: 'A' }, 'name', 'min_length'],
      [{ whatsappAvailable: 'ja' }, 'whatsappAvailable', 'invalid_type'],
      [{ city: 'x'.repeat(81) }, 'city', 'max_length'],
      [{ imagePath: '/evil.svg' }, 'imagePath', 'unknown_field'],
    ];
    for (const [body, field, rule] of cases) {
      const response = await nora.json('PATCH', '/v1/advisor/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[0], JSON.stringify(body)).toMatchObject({ field, rule });
    }
    expect((await nora.get('/v1/advisor/profile')).body.city).toBe('Berlin');
  });

  it('changes the card; the applicant’s advisor card shows it; audited', async () => {
    const { advisor, applicant } = await advisorWithApplicant();
    const response = await advisor.client.json('PATCH', '/v1/advisor/profile', {
      name: 'Dr. Nora Brandt',
      phone: '+49 30 2091 4400',
      mobilePhone: null,
      whatsappAvailable: false,
      email: 'A.Berger@Dualstudium.example',
      city: 'Potsdam',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Dr. Nora Brandt',
      mobilePhone: null,
      whatsappAvailable: false,
      email: 'a.berger@dualstudium.example',
      city: 'Potsdam',
    });
    const [unit] = (await applicant.get('/v1/unit')).body;
    expect(unit.advisor).toMatchObject({ name: 'Dr. Nora Brandt', city: 'Potsdam', mobilePhone: null });
    const [audit] = await auditOf(advisor, 'advisor.profile_updated');
    expect(audit!.details).toMatchObject({ changes: { city: 'Potsdam', whatsappAvailable: false } });
  });

  it('is for advisors with a profile only', async () => {
    const { applicant } = await advisorWithApplicant();
    const { client: company } = await people.companyOwner();
    for (const [who, client, status] of [
      ['an applicant', applicant, 403],
      ['a company user', company, 403],
      ['anonymous', t.client(), 401],
    ] as const) {
      expect((await client.get('/v1/advisor/profile')).status, who).toBe(status);
      expect((await client.json('PATCH', '/v1/advisor/profile', { city: 'X' })).status, who).toBe(status);
      expect((await uploadPhoto(client, await picture(50, 50))).status, who).toBe(status);
    }
    // An advisor account without a card.
    const noProfile = await people.applicant({ firstName: 'Ohne', lastName: 'Karte' });
    await t.app.db.update(accounts).set({ role: 'advisor' }).where(eq(accounts.id, noProfile.accountId));
    expect((await noProfile.client.get('/v1/advisor/profile')).status).toBe(403);
  });
});

describe('POST /v1/advisor/profile/photo', () => {
  it('crops a photo to a 500×500 JPEG, served publicly and cacheable; the applicant’s card shows it', async () => {
    const { advisor, applicant } = await advisorWithApplicant();
    const response = await uploadPhoto(advisor.client, await picture(1200, 800));
    expect(response.status).toBe(200);
    const profile = response.body as { id: string; imagePath: string };
    expect(profile.imagePath).toMatch(new RegExp(`^/v1/advisor-photos/${profile.id}/[0-9a-f]{16}\\.jpg$`));

    const served = await fetch(new URL(profile.imagePath, t.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 500, height: 500 });

    const [unit] = (await applicant.get('/v1/unit')).body;
    expect(unit.advisor.imagePath).toBe(profile.imagePath);
    const [row] = await t.app.db.select().from(advisors).where(eq(advisors.id, profile.id));
    expect(row!.photoStorageKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('replaces the photo: a new address, the old one answers 404 and its file is gone', async () => {
    const { advisor } = await advisorWithApplicant();
    const first = await uploadPhoto(advisor.client, await picture(1200, 800));
    const firstPath = (first.body as { imagePath: string }).imagePath;
    const filesBefore = (await readdir(t.app.config.uploadDir)).filter((f) => !f.startsWith('.'));
    const response = await uploadPhoto(advisor.client, await picture(600, 1800, 'jpeg'), 'portrait.jpg');
    expect(response.status).toBe(200);
    const { imagePath } = response.body as { imagePath: string };
    expect(imagePath).not.toBe(firstPath);
    expect((await fetch(new URL(firstPath, t.baseUrl))).status).toBe(404);
    const served = await fetch(new URL(imagePath, t.baseUrl));
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 500,
      height: 500,
    });
    const filesAfter = (await readdir(t.app.config.uploadDir)).filter((f) => !f.startsWith('.'));
    expect(filesAfter).toHaveLength(filesBefore.length);
    expect(await auditOf(advisor, 'advisor.photo_updated')).toHaveLength(2);
  });

  it('refuses other content, unreadable images, oversize files and requests without a photo', async () => {
    const nora = (await advisorWithApplicant()).advisor.client;
    const before = (await nora.get('/v1/advisor/profile')).body.imagePath;
    const pdf = await uploadPhoto(nora, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'foto.png');
    expect(pdf.status).toBe(422);
    expect((pdf.body as { code: number }).code).toBe(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
    expect((pdf.body as { errors: { rule: string }[] }).errors[0]!.rule).toBe('file_image_only');

    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const unreadable = await uploadPhoto(nora, broken);
    expect(unreadable.status).toBe(422);
    // A PNG signature followed by junk is not even recognised as PNG by its content.
    expect((unreadable.body as { code: number }).code).toBe(ErrorCode.PHOTO_TYPE_NOT_ALLOWED);
    // A real PNG cut after its header is a PNG that cannot be decoded.
    const cut = await uploadPhoto(nora, (await picture(40, 40)).subarray(0, 60));
    expect(cut.status).toBe(422);
    expect(cut.body).toMatchObject({
      code: ErrorCode.PHOTO_UNREADABLE,
      errors: [{ field: 'file', rule: 'file_damaged' }],
    });

    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    (await picture(10, 10)).copy(huge);
    const tooLarge = await uploadPhoto(nora, huge);
    expect(tooLarge.status).toBe(413);
    expect((tooLarge.body as { code: number }).code).toBe(ErrorCode.PHOTO_TOO_LARGE);

    const missing = await uploadPhoto(nora, await picture(50, 50), 'foto.png', 'bild');
    expect(missing.status).toBe(400);
    expect((missing.body as { code: number }).code).toBe(ErrorCode.PHOTO_MISSING);
    const json = await nora.json('POST', '/v1/advisor/profile/photo', { file: 'abc' }, { language: 'en' });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      code: ErrorCode.PHOTO_NOT_MULTIPART,
      message: 'Please send the photo as multipart/form-data.',
      errors: [],
    });
    expect((await nora.get('/v1/advisor/profile')).body.imagePath).toBe(before);
  });

  it('serves only current photos: unknown advisor, wrong hash or format are 404 or 400', async () => {
    const { advisor } = await advisorWithApplicant();
    expect((await uploadPhoto(advisor.client, await picture(100, 100))).status).toBe(200);
    const { id } = (await advisor.client.get('/v1/advisor/profile')).body;
    expect((await fetch(new URL(`/v1/advisor-photos/${id}/0123456789abcdef.jpg`, t.baseUrl))).status).toBe(
      404,
    );
    expect(
      (
        await fetch(
          new URL('/v1/advisor-photos/6f1c1e55-0d4b-4a8e-9a57-8d3c0b0f7a11/0123456789abcdef.jpg', t.baseUrl),
        )
      ).status,
    ).toBe(404);
    expect((await fetch(new URL(`/v1/advisor-photos/${id}/../../etc.jpg`, t.baseUrl))).status).toBe(404);
    expect((await fetch(new URL(`/v1/advisor-photos/${id}/foto.png`, t.baseUrl))).status).toBe(400);
  });
});
