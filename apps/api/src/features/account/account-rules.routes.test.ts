/** The account rules of spec part 1 §5 that `PATCH /v1/account` enforces (decision 014). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { accounts } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/oidc-login';
import type { HttpClient } from '../../testing/http-client';

let t: TestApp;
let lena: HttpClient;
let tim: HttpClient;
let sophie: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  lena = t.client();
  tim = t.client();
  sophie = t.client();
  await signIn(lena, 'bewerber@demo.example');
  await signIn(tim, 'neu@demo.example');
  await signIn(sophie, 'fern@demo.example');
});
afterAll(() => t?.close());

async function row(email: string) {
  const [account] = await t.app.db.select().from(accounts).where(eq(accounts.email, email));
  return account!;
}

const patch = (client: HttpClient, body: unknown) => client.json('PATCH', '/v1/account', body);

describe('info-session attendance', () => {
  it('ticking records when; unticking before the confirmation clears it again', async () => {
    expect((await row('neu@demo.example')).infoSessionAttendedAt).toBeNull();
    const before = Date.now();
    const ticked = await patch(tim, { infoSessionAttended: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ infoSessionAttended: true, infoSessionAttendanceConfirmed: false });
    const attendedAt = (await row('neu@demo.example')).infoSessionAttendedAt!;
    expect(attendedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Ticking again keeps the first time.
    await patch(tim, { infoSessionAttended: true });
    expect((await row('neu@demo.example')).infoSessionAttendedAt).toEqual(attendedAt);

    const unticked = await patch(tim, { infoSessionAttended: false });
    expect(unticked.status).toBe(200);
    expect(unticked.body.infoSessionAttended).toBe(false);
    expect((await row('neu@demo.example')).infoSessionAttendedAt).toBeNull();
  });

  it('cannot be unticked once the advisor confirmed it: 422 with a field error, nothing changed', async () => {
    const before = (await lena.get('/v1/account')).body;
    expect(before.infoSessionAttendanceConfirmed).toBe(true);
    const response = await patch(lena, { infoSessionAttended: false, phone: '+49 30 1234567' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe(ErrorCode.UNPROCESSABLE);
    expect(response.body.message).toMatch(/bereits bestätigt/);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ field: 'infoSessionAttended', rule: 'info_session_already_confirmed' }),
    ]);
    expect(response.body.errors[0].message).toMatch(/bereits von deiner Studienberatung bestätigt/);
    expect((await lena.get('/v1/account')).body).toEqual(before);
  });

  it('a confirmed applicant may still send the tick unchanged', async () => {
    const response = await patch(lena, { infoSessionAttended: true });
    expect(response.status).toBe(200);
    expect(response.body.infoSessionAttendanceConfirmed).toBe(true);
  });
});

describe('Baden-Württemberg flag of the entrance qualification', () => {
  const flags = async () => {
    const body = (await sophie.get('/v1/account')).body;
    return [body.universityEntranceQualification, body.universityEntranceQualificationBw];
  };

  it('is kept with Fachhochschulreife', async () => {
    await patch(sophie, {
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    expect(await flags()).toEqual(['Fachhochschulreife', true]);
    // The flag alone may change while the qualification is Fachhochschulreife.
    await patch(sophie, { universityEntranceQualificationBw: false });
    expect(await flags()).toEqual(['Fachhochschulreife', false]);
    await patch(sophie, { universityEntranceQualificationBw: true });
    expect(await flags()).toEqual(['Fachhochschulreife', true]);
  });

  it('Fachhochschulreife without the flag means "not Baden-Württemberg" (spec part 1 §5)', async () => {
    await patch(sophie, { universityEntranceQualification: 'Fachhochschulreife' });
    expect(await flags()).toEqual(['Fachhochschulreife', false]);
  });

  it('any other qualification stores null, whatever flag is sent', async () => {
    await patch(sophie, {
      universityEntranceQualification: 'Abitur',
      universityEntranceQualificationBw: true,
    });
    expect(await flags()).toEqual(['Abitur', null]);
    await patch(sophie, { universityEntranceQualificationBw: true });
    expect(await flags()).toEqual(['Abitur', null]);
    await patch(sophie, {
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    await patch(sophie, { universityEntranceQualification: 'Meisterbrief' });
    expect(await flags()).toEqual(['Meisterbrief', null]);
    await patch(sophie, { universityEntranceQualification: null, universityEntranceQualificationBw: true });
    expect(await flags()).toEqual([null, null]);
  });

  it('other fields leave the flag alone', async () => {
    await patch(sophie, {
      universityEntranceQualification: 'Fachhochschulreife',
      universityEntranceQualificationBw: true,
    });
    await patch(sophie, { phone: '+49 89 5550123' });
    expect(await flags()).toEqual(['Fachhochschulreife', true]);
  });
});

describe('DACH rule for the shipping address', () => {
  const address = async () => {
    const body = (await lena.get('/v1/account')).body;
    return [body.shippingCountry, body.shippingPostalCode];
  };

  it('country and postal code together: 400 with the rule and the number of digits', async () => {
    const before = (await lena.get('/v1/account')).body;
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
      const response = await patch(lena, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          field: 'shippingPostalCode',
          rule,
          ...(digits ? { params: { digits } } : {}),
        }),
      ]);
    }
    expect((await lena.get('/v1/account')).body).toEqual(before);
  });

  it('the message names the digits, in German or English', async () => {
    const german = await patch(lena, { shippingCountry: 'AT', shippingPostalCode: '123' });
    expect(german.body.errors[0].message).toBe('Die Postleitzahl muss aus 4 Ziffern bestehen.');
    const english = await lena.raw('PATCH', '/v1/account', {
      body: JSON.stringify({ shippingCountry: 'DE', shippingPostalCode: '123' }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect((english.body as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'The postal code must consist of 5 digits',
    );
  });

  it('one field alone is checked against the stored address: 422, nothing changed', async () => {
    expect(await address()).toEqual(['DE', '10439']);
    const before = (await lena.get('/v1/account')).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ shippingCountry: 'AT' }, 'postal_code'],
      [{ shippingCountry: 'ch' }, 'postal_code'],
      [{ shippingPostalCode: '123' }, 'postal_code'],
      [{ shippingPostalCode: null }, 'required'],
      [{ shippingPostalCode: '' }, 'required'],
    ];
    for (const [body, rule] of cases) {
      const response = await patch(lena, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.code).toBe(ErrorCode.UNPROCESSABLE);
      expect(response.body.message).toBe('Bitte fülle alle erforderlichen Felder korrekt aus!');
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'shippingPostalCode', rule })]);
    }
    expect((await lena.get('/v1/account')).body).toEqual(before);
  });

  it('accepts valid DACH addresses and stores the country upper-case', async () => {
    const response = await patch(lena, {
      shippingCountry: 'ch',
      shippingPostalCode: '8001',
      shippingCity: 'Zürich',
    });
    expect(response.status).toBe(200);
    expect(await address()).toEqual(['CH', '8001']);
    expect((await patch(lena, { shippingCountry: 'LI', shippingPostalCode: '9490' })).status).toBe(200);
    expect((await patch(lena, { shippingCountry: 'AT' })).status).toBe(200);
    expect((await patch(lena, { shippingCountry: 'DE', shippingPostalCode: '10439' })).status).toBe(200);
    expect(await address()).toEqual(['DE', '10439']);
  });

  it('outside DACH any postal code (or none) is accepted', async () => {
    expect((await patch(lena, { shippingCountry: 'NL', shippingPostalCode: '1012 AB' })).status).toBe(200);
    expect((await patch(lena, { shippingPostalCode: null })).status).toBe(200);
    expect(await address()).toEqual(['NL', null]);
    expect((await patch(lena, { shippingCountry: null })).status).toBe(200);
    expect((await patch(lena, { shippingCountry: 'DE', shippingPostalCode: '10439' })).status).toBe(200);
  });

  it('a PATCH of other fields is not blocked by an address stored before the rule existed', async () => {
    await t.app.db
      .update(accounts)
      .set({ shippingCountry: 'DE', shippingPostalCode: null })
      .where(eq(accounts.email, 'fern@demo.example'));
    const response = await patch(sophie, { phone: '+49 89 5550199' });
    expect(response.status).toBe(200);
    expect(response.body.phone).toBe('+49 89 5550199');
  });
});
