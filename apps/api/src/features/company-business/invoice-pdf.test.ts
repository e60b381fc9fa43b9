/**
 * The invoice PDF in the reader's language (decision 281), printed by the real headless browser and read back
 * with pdf.js: the catalogue's texts in German, Polish, Russian and Arabic with their own letters intact, Arabic
 * words in logical order after extraction, amounts and dates in the German format, the document's language and
 * direction. With `SCREENSHOTS=1` the PDFs are also rendered to PNG under `test-results/` to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '@portal/contracts';
import { loadConfig } from '../../config';
import { serverT } from '../../i18n/server-i18n';
import { createPdfRenderer } from '../../lib/html-pdf-renderer';
import { pdfText, popplerText } from '../../testing/pdf-text';
import type { InvoiceForPdf } from './business.repository';
import { invoiceDocument, pdfFileNameOf, renderInvoicePdf } from './invoice-pdf';

const renderer = createPdfRenderer({
  chromiumPath: loadConfig().cvGenerator.chromiumPath,
  timeoutMs: 30_000,
});
afterAll(() => renderer.close());

const invoice: InvoiceForPdf = {
  id: '00000000-0000-4000-8000-000000000001',
  companyId: '00000000-0000-4000-8000-000000000002',
  kind: 'invoice',
  number: 'RE-2026-00042',
  issuedOn: '2026-11-02',
  dueOn: '2026-11-16',
  amountCents: 123_480,
  netCents: 103_765,
  vatCents: 19_715,
  vatRateBasisPoints: 1900,
  currency: 'EUR',
  status: 'open',
  description: 'Kooperationsgebühr Wintersemester',
  storageKey: null,
  noticeType: null,
  lineItems: [
    { description: 'Prüfungsbetreuung (Präsenz)', quantity: 2, unitPriceCents: 51_882 },
    { description: 'Rundung', quantity: 1, unitPriceCents: 1 },
  ],
  billingAddress: {
    name: 'Łódź Żółć Sp. z o.o.',
    street: 'ul. Piękna 5',
    postalCode: '00-549',
    city: 'Warszawa',
    country: 'Polska',
  },
  referenceNumber: null,
  paidOn: null,
  createdAt: new Date('2026-11-02T08:00:00Z'),
  updatedAt: new Date('2026-11-02T08:00:00Z'),
  companyName: 'Łódź Żółć Sp. z o.o.',
  customerNumber: 'K-00000000',
  paymentType: 'transfer',
  mandateReference: null,
} as InvoiceForPdf;

const rendered = new Map<Locale, Promise<string>>();
/**
 * The extracted text of the invoice in `locale` (rendered once per language): pdf.js for Latin and Cyrillic;
 * for Arabic poppler, which reads Chromium's `/ActualText` of the shaped glyphs, with whitespace removed (it
 * splits words where glyph positions leave a gap, but keeps every letter in logical order).
 */
function textIn(locale: Locale): Promise<string> {
  let text = rendered.get(locale);
  if (!text) {
    text = renderInvoicePdf(renderer, invoice, locale).then((bytes) => {
      if (process.env.SCREENSHOTS === '1') screenshot(bytes, `invoice-${locale}`);
      return locale === 'ar' ? compact(popplerText(bytes)) : pdfText(bytes);
    });
    rendered.set(locale, text);
  }
  return text;
}

const compact = (text: string) => text.replace(/\s+/g, '');
/** `expected` as it appears in the extracted text of `locale`. */
const extracted = (locale: Locale, expected: string) => (locale === 'ar' ? compact(expected) : expected);

function screenshot(bytes: Buffer, name: string) {
  const dir = `${process.cwd()}/test-results/pdf`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', `${dir}/${name}.pdf`, `${dir}/${name}`]);
}

describe('invoice PDF in the reader’s language', () => {
  for (const locale of ['de', 'pl', 'ru', 'ar'] as const) {
    it(`prints every text of the catalogue in ${locale}, amounts and dates in the German format`, async () => {
      const t = serverT(locale, 'documents');
      const text = await textIn(locale);
      const keys = ['invoice.title', 'invoice.number', 'invoice.date', 'invoice.total', 'facts.dueOn'];
      for (const column of ['description', 'quantity', 'unitPrice', 'amount']) keys.push(`table.${column}`);
      for (const key of [...keys, 'totals.net', 'closing'])
        expect(text, key).toContain(extracted(locale, t(key)));
      // The values never change with the language: German amounts and dates, the number, the IBAN.
      const values = ['1.234,80 €', '1.037,65 €', '197,15 €', '1.037,64 €', '02.11.2026', '16.11.2026'];
      values.push('RE-2026-00042', 'DE89 3704 0044 0532 0130 00');
      // Polish letters of the address survive in every language (no WinAnsi font any more).
      values.push('Łódź Żółć Sp. z o.o.', 'ul. Piękna 5');
      for (const value of values) expect(text, value).toContain(extracted(locale, value));
    });
  }

  it('keeps Polish and Russian letters of the translations intact', async () => {
    expect(await textIn('pl')).toContain('Łączna kwota');
    expect(await textIn('pl')).toContain('Prosimy o przelanie kwoty');
    expect(await textIn('ru')).toContain('Итого к оплате');
    expect(await textIn('ru')).toContain('Счёт RE-2026-00042');
  });

  it('extracts Arabic words in logical order, each phrase whole', async () => {
    const text = await textIn('ar');
    // Whole phrases of several words, each letter in logical (reading) order.
    for (const words of [
      'المبلغ الإجمالي',
      'تاريخ الاستحقاق',
      'ضريبة القيمة المضافة',
      'مع أطيب التحيات',
      'ذكر الرقم',
    ])
      expect(text, words).toContain(compact(words));
    // No German label is left in the Arabic document.
    for (const german of [
      'Rechnungsnummer',
      'Gesamtbetrag',
      'Einzelpreis',
      'Mit freundlichen Grüßen',
      'Seite',
    ])
      expect(text).not.toContain(german);
  });

  it('sets the document language and direction, and names the file in the reader’s language', () => {
    expect(invoiceDocument(invoice, 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(invoiceDocument(invoice, 'fa')).toContain('<html lang="fa" dir="rtl">');
    expect(invoiceDocument(invoice, 'pl')).toContain('<html lang="pl" dir="ltr">');
    expect(pdfFileNameOf(invoice, 'de')).toBe('Rechnung-RE-2026-00042.pdf');
    expect(pdfFileNameOf(invoice, 'pl')).toBe('Faktura-RE-2026-00042.pdf');
  });

  it('escapes what people typed and what translations contain', () => {
    const html = invoiceDocument(
      { ...invoice, description: '<script>alert(1)</script>', companyName: 'A & B' },
      'de',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
