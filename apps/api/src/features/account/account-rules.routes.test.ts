/**
 * The account rules of spec part 1 §5 that `PATCH /v1/account` enforces (decision 014). Each test creates the
 * applicant whose state it asserts on (no demo seed, no dependence on the order of the tests).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { accounts } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testPeople } from '../../testing/people';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterEach(() => people.cleanup());
afterAll(() => t?.close());

async function row(accountId: string) {
  const [account] = await t.app.db.select().from(accounts).where(eq(accounts.id, accountId));
  return account!;
}

const patch = (client: HttpClient, body: unknown) => client.json('PATCH', '/v1/account', body);

/** An applicant with a Berlin address (DE, 10439). */
const withBerlinAddress = () =>
  people.applicant({
    account: { shippingCountry: 'DE', shippingPostalCode: '10439', shippingCity: 'Berlin' },
  });

describe('info-session attendance', () => {
  it('ticking records when; unticking before the confirmation clears it again', async () => {
    const { client, accountId } = await people.applicant();
    expect((await row(accountId)).infoSessionAttendedAt).toBeNull();
    const before = Date.now();
    const ticked = await patch(client, { infoSessionAttended: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ infoSessionAttended: true, infoSessionAttendanceConfirmed: false });
    const attendedAt = (await row(accountId)).infoSessionAttendedAt!;
    expect(attendedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Ticking again keeps the first time.
    await patch(client, { infoSessionAttended: true });
    expect((await row(accountId)).infoSessionAttendedAt).toEqual(attendedAt);

    const unticked = await patch(client, { infoSessionAttended: false });
    expect(unticked.status).toBe(200);
    expect(unticked.body.infoSessionAttended).toBe(false);
    expect((await row(accountId)).infoSessionAttendedAt).toBeNull();
  });

  it('cannot be unticked once the advisor confirmed it: 422 with a field error, nothing changed', async () => {
    const advisor = await people.advisor();
    const { client } = await people.applicant({ infoSessionConfirmedBy: advisor });
    const before = (await client.get('/v1/account')).body;
    expect(before.infoSessionAttendanceConfirmed).toBe(true);
    const response = await patch(client, { infoSessionAttended: false, phone: '+49 30 1234567' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ErrorCode.INFO_SESSION_LOCKED);
    expect(response.body.message).toMatch(/bereits bestätigt/);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ field: 'infoSessionAttended', rule: 'info_session_already_confirmed' }),
    ]);
    expect(response.body.errors[0].message).toMatch(/bereits von deiner Studienberatung bestätigt/);
    expect((await client.get('/v1/account')).body).toEqual(before);
  });

  it('a confirmed applicant may still send the tick unchanged', async () => {
    const advisor = await people.advisor();
    const { client } = await people.applicant({ infoSessionConfirmedBy: advisor });
    const response = await patch(client, { infoSessionAttended: true });
    expect(response.status).toBe(200);
    expect(response.body.infoSessionAttendanceConfirmed).toBe(true);
  });
});

describe('Baden-Württemberg flag of the entrance qualification', () => {
  const flagsOf = async (client: HttpClient) => {
    const body = (await client.get('/v1/account')).body;
    return [body.universityEntranceQualification, body.universityEntranceQualificationBw];
  };

  it('is kept with Fachhochschulreife', async () => {
    const { client } = await people.applicant();
    await patch(client, {
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    expect(await flagsOf(client)).toEqual(['Fachhochschulreife', true]);
    // The flag alone may change while the qualification is Fachhochschulreife.
    await patch(client, { universityEntranceQualificationBw: false });
    expect(await flagsOf(client)).toEqual(['Fachhochschulreife', false]);
    await patch(client, { universityEntranceQualificationBw: true });
    expect(await flagsOf(client)).toEqual(['Fachhochschulreife', true]);
  });

  it('Fachhochschulreife without the flag means "not Baden-Württemberg" (spec part 1 §5)', async () => {
    const { client } = await people.applicant({
      account: {
        universityEntranceQualification: 'Fachhochschulreife',
        universityEntranceQualificationBw: true,
      },
    });
    await patch(client, { universityEntranceQualification: 'Fachhochschulreife' });
    expect(await flagsOf(client)).toEqual(['Fachhochschulreife', false]);
  });

  it('any other qualification stores null, whatever flag is sent', async () => {
    const { client } = await people.applicant();
    await patch(client, {
      universityEntranceQualification: 'Abitur',
      universityEntranceQualificationBw: true,
    });
    expect(await flagsOf(client)).toEqual(['Abitur', null]);
    await patch(client, { universityEntranceQualificationBw: true });
    expect(await flagsOf(client)).toEqual(['Abitur', null]);
    await patch(client, {
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    await patch(client, { universityEntranceQualification: 'Meisterbrief' });
    expect(await flagsOf(client)).toEqual(['Meisterbrief', null]);
    await patch(client, { universityEntranceQualification: null, universityEntranceQualificationBw: true });
    expect(await flagsOf(client)).toEqual([null, null]);
  });

  it('other fields leave the flag alone', async () => {
    const { client } = await people.applicant();
    await patch(client, {
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    await patch(client, { phone: '+49 89 5550123' });
    expect(await flagsOf(client)).toEqual(['Fachhochschulreife', true]);
  });
});

describe('DACH rule for the shipping address', () => {
  const addressOf = async (client: HttpClient) => {
    const body = (await client.get('/v1/account')).body;
    return [body.shippingCountry, body.shippingPostalCode];
  };

  it('country and postal code together: 400 with the rule and the number of digits', async () => {
    const { client } = await withBerlinAddress();
    const before = (await client.get('/v1/account')).body;
    const cases: [Record<string, unknown>, string, number | undefined][] = [
      [{ shippingCountry: 'AT', shippingPostalCode: '10439' }, 'postal_code', 4],
      [{ shippingCountry: 'CH', shippingPostalCode: '80' }, 'postal_code', 4],
      [{ shippingCountry: 'LI', shippingPostalCode: 'FL9490' }, 'postal_code', 4],
      [{ shippingCountry: 'DE', shippingPostalCode: '1043' }, 'postal_code', 5],
      [{ shippingCountry: 'de', shippingPostalCode: '1043a' }, 'postal_code', 5],
      [{ shippingCountry: 'DE', shippingPostalCode: '' }, 'required', undefined],
      [{ shippingCountry: 'DE', shippingPostalCode: null }, 'required', undefined],
    ];
    for (const [body, rule, digits] of cases) {
      const response = await patch(client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          field: 'shippingPostalCode',
          rule,
          ...(digits ? { params: { digits } } : {}),
        }),
      ]);
    }
    expect((await client.get('/v1/account')).body).toEqual(before);
  });

  it('the message names the digits, in German or English', async () => {
    const { client } = await people.applicant();
    const german = await patch(client, { shippingCountry: 'AT', shippingPostalCode: '123' });
    expect(german.body.errors[0].message).toBe('Die Postleitzahl muss aus 4 Ziffern bestehen.');
    const english = await client.raw('PATCH', '/v1/account', {
      body: JSON.stringify({ shippingCountry: 'DE', shippingPostalCode: '123' }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    // Both fields in one body are checked by the contract: 400 like any invalid input.
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: 'Please check your input' });
    expect((english.body as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The postal code must consist of 5 digits',
    );
  });

  it('one field alone is checked against the stored address: 422, nothing changed', async () => {
    const { client } = await withBerlinAddress();
    const before = (await client.get('/v1/account')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ shippingCountry: 'AT' }, 'postal_code'],
      [{ shippingCountry: 'ch' }, 'postal_code'],
      [{ shippingPostalCode: '123' }, 'postal_code'],
      [{ shippingPostalCode: null }, 'required'],
      [{ shippingPostalCode: '' }, 'required'],
    ];
    for (const [body, rule] of cases) {
      const response = await patch(client, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.code).toBe(ErrorCode.ACCOUNT_DATA_INVALID);
      expect(response.body.message).toBe('Bitte fülle alle erforderlichen Felder korrekt aus!');
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'shippingPostalCode', rule })]);
    }
    expect((await client.get('/v1/account')).body).toEqual(before);
  });

  it('accepts valid DACH addresses and stores the country upper-case', async () => {
    const { client } = await withBerlinAddress();
    const response = await patch(client, {
      shippingCountry: 'ch',
      shippingPostalCode: '8001',
      shippingCity: 'Zürich',
    });
    expect(response.status).toBe(200);
    expect(await addressOf(client)).toEqual(['CH', '8001']);
    expect((await patch(client, { shippingCountry: 'LI', shippingPostalCode: '9490' })).status).toBe(200);
    expect((await patch(client, { shippingCountry: 'AT' })).status).toBe(200);
    expect((await patch(client, { shippingCountry: 'DE', shippingPostalCode: '10439' })).status).toBe(200);
    expect(await addressOf(client)).toEqual(['DE', '10439']);
  });

  it('outside DACH any postal code (or none) is accepted', async () => {
    const { client } = await withBerlinAddress();
    expect((await patch(client, { shippingCountry: 'NL', shippingPostalCode: '1012 AB' })).status).toBe(200);
    expect((await patch(client, { shippingPostalCode: null })).status).toBe(200);
    expect(await addressOf(client)).toEqual(['NL', null]);
    expect((await patch(client, { shippingCountry: null })).status).toBe(200);
    expect(await addressOf(client)).toEqual([null, null]);
  });

  it('a PATCH of other fields is not blocked by an address stored before the rule existed', async () => {
    // Stored directly, as older data would be: Germany without a postal code.
    const { client } = await people.applicant({
      account: { shippingCountry: 'DE', shippingPostalCode: null },
    });
    const response = await patch(client, { phone: '+49 89 5550199' });
    expect(response.status).toBe(200);
    expect(response.body.phone).toBe('+49 89 5550199');
  });
});
