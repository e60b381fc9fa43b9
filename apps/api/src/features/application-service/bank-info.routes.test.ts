/**
 * `GET /application-service/v1/bank-info/{iban}` (decision 114): real German IBANs of known banks resolve
 * offline from the shipped Bundesbank list; broken IBANs, foreign ones and unknown bank codes are refused with
 * clear codes, never guessed; the lookup is public and rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { BANK_INFO_RATE_LIMIT } from './application-service.routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const lookup = (iban: string, language?: string) =>
  t.client().json('GET', `/application-service/v1/bank-info/${encodeURIComponent(iban)}`, undefined, {
    language,
  });

describe('GET /application-service/v1/bank-info/{iban}', () => {
  it.each([
    // The well-known test IBAN of Commerzbank Köln, then IBANs with check digits computed by ibantools.
    ['DE89370400440532013000', { bankCode: '37040044', bankName: 'Commerzbank', bic: 'COBADEFFXXX' }],
    ['DE65100700000123456789', { bankCode: '10070000', bankName: 'Deutsche Bank', bic: 'DEUTDEBBXXX' }],
    ['DE93370501981234567890', { bankCode: '37050198', bankName: 'Sparkasse KölnBonn', bic: 'COLSDE33XXX' }],
    ['DE14100900007654321000', { bankCode: '10090000', bankName: 'Berliner Volksbank', bic: 'BEVODEBBXXX' }],
    [
      'DE29100100100987654321',
      { bankCode: '10010010', bankName: 'Postbank Ndl der Deutsche Bank', bic: 'PBNKDEFFXXX' },
    ],
  ])('resolves %s without credentials', async (iban, bank) => {
    const response = await lookup(iban);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...bank, city: null });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('accepts the IBAN as people type it (spaces, lower case)', async () => {
    const response = await lookup('de89 3704 0044 0532 0130 00');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ bic: 'COBADEFFXXX' });
  });

  it.each([
    ['wrong check digits', 'DE89370400440532013001', 'iban_checksum'],
    ['a wrong length', 'DE8937040044053201300', 'iban_length'],
    ['a wrong country format', 'DE89A70400440532013000', 'iban_format'],
    ['no country', '8937040044053201300000', 'iban_country'],
  ])('refuses an IBAN with %s (400, rule %s)', async (_, iban, rule) => {
    const response = await lookup(iban);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: [{ field: 'iban', rule }] });
  });

  it('refuses an unknown bank code with a valid checksum (404, code 2121), in German and English', async () => {
    const german = await lookup('DE66999999991234567890');
    expect(german.status).toBe(404);
    expect(german.body).toMatchObject({
      code: 2121,
      message: 'Zu dieser Bankleitzahl ist keine Bank bekannt. Bitte prüfen Sie die IBAN.',
    });
    const english = await lookup('DE58123456780123456789', 'en');
    expect(english.body).toMatchObject({
      code: 2121,
      message: 'No bank is known for this bank code. Please check the IBAN.',
    });
  });

  it('explains that only German accounts can be looked up (422, code 2120)', async () => {
    const response = await lookup('AT611904300234573201');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 2120 });
    expect((response.body as { message: string }).message).toContain('deutschen IBANs');
  });

  it(`answers 429 (code 2122) after ${BANK_INFO_RATE_LIMIT.max} lookups a minute from one client`, async () => {
    const limited = await startTestApp();
    try {
      const client = limited.client();
      const url = '/application-service/v1/bank-info/DE89370400440532013000';
      for (let i = 0; i < BANK_INFO_RATE_LIMIT.max; i++) expect((await client.get(url)).status).toBe(200);
      const refused = await client.get(url);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 2122 });
    } finally {
      await limited.close();
    }
  });
});
