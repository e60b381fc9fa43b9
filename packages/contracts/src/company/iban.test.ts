import { describe, expect, it } from 'vitest';
import { formatIban, ibanRule, isGermanIban, isValidBicValue, normalizeIban } from './iban';
import { UpdatePaymentDetailsBody } from './update-payment-details';
import { UpdatePaymentTypeBody } from './update-payment-type';
import { UpdateCompanyBody } from './update-company';

describe('IBAN rules (decision 112)', () => {
  it('normalises typed input and groups it in fours', () => {
    expect(normalizeIban(' de89 3704-0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('****3000')).toBe('****3000');
    expect(formatIban(null)).toBe('');
  });

  it.each([
    ['DE89370400440532013000', null],
    ['DE65100700000123456789', null],
    ['AT611904300234573201', null],
    ['NL91ABNA0417164300', null],
    ['DE89370400440532013001', 'iban_checksum'],
    ['DE8937040044053201300', 'iban_length'],
    ['DE89A70400440532013000', 'iban_format'],
    ['XX89370400440532013000', 'iban_country'],
    ['', 'iban_country'],
  ])('%s → %s', (iban, rule) => {
    expect(ibanRule(iban)).toBe(rule);
  });

  it('tells German IBANs and valid BICs apart', () => {
    expect(isGermanIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isGermanIban('AT611904300234573201')).toBe(false);
    expect(isValidBicValue('cobadeffxxx')).toBe(true);
    expect(isValidBicValue('COBADEFF')).toBe(true);
    expect(isValidBicValue('COBA')).toBe(false);
  });

  it('parses the payment-details body to its stored form', () => {
    expect(
      UpdatePaymentDetailsBody.parse({
        ownerName: ' Firma ',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeffxxx',
      }),
    ).toEqual({ ownerName: 'Firma', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    const broken = UpdatePaymentDetailsBody.safeParse({ ownerName: 'Firma', iban: 'DE89370400440532013001' });
    expect(broken.error?.issues[0]).toMatchObject({ path: ['iban'], message: 'iban_checksum' });
  });

  it('needs the SEPA confirmation for SEPA only', () => {
    expect(UpdatePaymentTypeBody.safeParse({ paymentType: 'sepa' }).error?.issues[0]).toMatchObject({
      path: ['sepaConfirmed'],
      message: 'must_be_ticked',
    });
    expect(UpdatePaymentTypeBody.safeParse({ paymentType: 'sepa', sepaConfirmed: true }).success).toBe(true);
    expect(UpdatePaymentTypeBody.safeParse({ paymentType: 'direct_transfer' }).success).toBe(true);
  });
});

describe('master data rules (decision 110)', () => {
  it('completes web addresses and checks social networks by host', () => {
    const parsed = UpdateCompanyBody.parse({
      website: 'www.firma.de',
      socialMedia: { linkedin: 'de.linkedin.com/company/firma', xing: '' },
    });
    expect(parsed).toEqual({
      website: 'https://www.firma.de',
      socialMedia: { linkedin: 'https://de.linkedin.com/company/firma' },
    });
    const wrongHost = UpdateCompanyBody.safeParse({
      socialMedia: { linkedin: 'https://evil-linkedin.com/x' },
    });
    expect(wrongHost.error?.issues[0]).toMatchObject({ message: 'social_url' });
    expect(UpdateCompanyBody.safeParse({ website: 'javascript:alert(1)' }).success).toBe(false);
    expect(UpdateCompanyBody.safeParse({ website: 'https://localhost' }).success).toBe(false);
  });

  it('refuses a founding date in the future or before 1800', () => {
    const next = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(UpdateCompanyBody.safeParse({ foundedOn: next }).error?.issues[0]?.message).toBe(
      'date_not_in_future',
    );
    expect(UpdateCompanyBody.safeParse({ foundedOn: '1799-12-31' }).error?.issues[0]?.message).toBe(
      'date_too_early',
    );
    expect(UpdateCompanyBody.safeParse({ foundedOn: '1998-04-01' }).success).toBe(true);
  });

  it('drops empty and repeated list entries and limits the list', () => {
    expect(UpdateCompanyBody.parse({ locations: ['Hamburg', '', 'Hamburg', 'Kiel'] })).toEqual({
      locations: ['Hamburg', 'Kiel'],
    });
    expect(
      UpdateCompanyBody.safeParse({ managingDirectors: Array.from({ length: 11 }, (_, i) => `P${i}`) })
        .success,
    ).toBe(false);
  });
});
