/**
 * The PDF of an invoice or notice, drawn from its stored data on every request (decision 211) in the language of
 * the person who asks for it (decision 281): an HTML document printed by the app's headless browser, with the
 * embedded fonts, so Polish, Turkish, Cyrillic, Arabic and Persian print correctly and Arabic and Persian run
 * right to left. Letterhead, the DIN 5008 address window with the billing address copied at issue, number and
 * dates, line items, net, VAT and gross, payment terms, and on every page the university's data, bank details and
 * the page number. Every text comes from the server catalogue `documents`; amounts and dates keep the German
 * format of the spec, isolated (`<bdi dir="ltr">`) so right-to-left text cannot reorder them.
 */
import { formatMoney, type Locale } from '@portal/contracts';
import { serverT, textDirection } from '../../i18n/server-i18n';
import { formatIsoDateGerman } from '../../lib/german-dates';
import { escapeHtml } from '../../lib/html';
import type { PdfRenderer } from '../../lib/html-pdf-renderer';
import { UNIVERSITY } from '../../lib/pdf';
import { embeddedFontFaces, PDF_FONT_FAMILY } from '../../lib/pdf-fonts';
import type { InvoiceForPdf } from './business.repository';

type DocumentKind = 'invoice' | 'reminder' | 'creditNote';
type Texts = ReturnType<typeof serverT>;

/** Money as printed: German format with a plain space before the currency (copy-and-paste friendly). */
const money = (cents: number, currency: string) => formatMoney(cents, currency).replace(/\u00a0/g, ' ');

const percent = (basisPoints: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

/** A number, date, amount or code: left to right inside any paragraph. */
const fixed = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
/** Data typed by people (names, descriptions): its own direction, isolated from the text around it. */
const data = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

/**
 * A catalogue text as HTML: the text escaped, each `{{placeholder}}` replaced by its ready HTML (a `<bdi>` or a
 * span), so translations place values anywhere without being able to inject markup.
 */
function richText(t: Texts, key: string, html: Record<string, string>): string {
  const names = Object.keys(html);
  const marks = Object.fromEntries(names.map((name, index) => [name, `\u0001${index}\u0002`]));
  let text = escapeHtml(t(key, marks));
  names.forEach((name, index) => {
    text = text.replace(`\u0001${index}\u0002`, html[name]!);
  });
  return text;
}

function kindOf(invoice: Pick<InvoiceForPdf, 'kind' | 'noticeType'>): DocumentKind {
  if (invoice.kind === 'invoice') return 'invoice';
  return invoice.noticeType === 'reminder' ? 'reminder' : 'creditNote';
}

/** "Rechnung", "Zahlungserinnerung", "Gutschrift" in `locale`. */
export function documentTitleOf(invoice: Pick<InvoiceForPdf, 'kind' | 'noticeType'>, locale: Locale): string {
  return serverT(locale, 'documents')(`${kindOf(invoice)}.title`);
}

/** The download name: `Rechnung-RE-2026-10482.pdf` (the title in the reader's language). */
export function pdfFileNameOf(
  invoice: Pick<InvoiceForPdf, 'kind' | 'noticeType' | 'number'>,
  locale: Locale,
): string {
  return `${documentTitleOf(invoice, locale)}-${invoice.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}

function addressWindow(invoice: InvoiceForPdf): string {
  const address = invoice.billingAddress;
  const lines = [
    address?.name ?? invoice.companyName,
    address?.street,
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    address?.country && address.country !== 'DE' && address.country !== 'Deutschland'
      ? address.country
      : null,
  ].filter((line): line is string => !!line);
  return `<div class="address">
  <p class="sender">${data(`${UNIVERSITY.shortName} · ${UNIVERSITY.street} · ${UNIVERSITY.postalCode} ${UNIVERSITY.city}`)}</p>
  <p class="recipient">${lines.map(data).join('<br>')}</p>
</div>`;
}

function facts(t: Texts, invoice: InvoiceForPdf): string {
  const kind = kindOf(invoice);
  const rows: Array<[string, string]> = [
    [t(`${kind}.number`), invoice.number],
    [t(`${kind}.date`), formatIsoDateGerman(invoice.issuedOn)],
  ];
  if (invoice.dueOn) rows.push([t('facts.dueOn'), formatIsoDateGerman(invoice.dueOn)]);
  if (invoice.referenceNumber) rows.push([t('facts.reference'), invoice.referenceNumber]);
  rows.push([t('facts.customerNumber'), invoice.customerNumber]);
  return `<dl class="facts">${rows
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${fixed(value)}</dd>`)
    .join('')}</dl>`;
}

function items(t: Texts, invoice: InvoiceForPdf): string {
  const rows = invoice.lineItems
    .map(
      (item, index) => `<tr>
  <td class="num">${fixed(String(index + 1))}</td>
  <td>${data(item.description)}</td>
  <td class="num">${fixed(String(item.quantity))}</td>
  <td class="num">${fixed(money(item.unitPriceCents, invoice.currency))}</td>
  <td class="num">${fixed(money(item.quantity * item.unitPriceCents, invoice.currency))}</td>
</tr>`,
    )
    .join('');
  const head = (['position', 'description', 'quantity', 'unitPrice', 'amount'] as const)
    .map((column) => {
      const numeric = column !== 'description';
      return `<th scope="col"${numeric ? ' class="num"' : ''}>${escapeHtml(t(`table.${column}`))}</th>`;
    })
    .join('');
  return `<table class="items"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function totals(t: Texts, invoice: InvoiceForPdf): string {
  const row = (label: string, value: string, className = '') =>
    `<div class="total ${className}"><span>${label}</span><span>${fixed(value)}</span></div>`;
  return `<div class="totals">
  ${row(escapeHtml(t('totals.net')), money(invoice.netCents, invoice.currency))}
  ${row(richText(t, 'totals.vat', { rate: fixed(percent(invoice.vatRateBasisPoints)) }), money(invoice.vatCents, invoice.currency))}
  ${row(escapeHtml(t(`${kindOf(invoice)}.total`)), money(invoice.amountCents, invoice.currency), 'grand')}
</div>`;
}

function paymentTerms(t: Texts, invoice: InvoiceForPdf): string[] {
  const amount = fixed(money(invoice.amountCents, invoice.currency));
  const due = invoice.dueOn ? fixed(formatIsoDateGerman(invoice.dueOn)) : null;
  const withDue = (key: string, values: Record<string, string>) =>
    due ? richText(t, `${key}Due`, { ...values, due }) : richText(t, key, values);
  if (invoice.kind === 'notice' && invoice.noticeType === 'credit_note') {
    return [richText(t, 'terms.creditNote', { amount })];
  }
  if (invoice.status === 'paid' && invoice.paidOn) {
    return [richText(t, 'terms.paid', { amount, date: fixed(formatIsoDateGerman(invoice.paidOn)) })];
  }
  const reference = richText(t, 'terms.reference', { number: fixed(invoice.number) });
  if (invoice.kind === 'notice') {
    return [withDue('terms.reminder', { amount }), reference, escapeHtml(t('terms.reminderSettled'))];
  }
  if (invoice.paymentType === 'sepa' && invoice.mandateReference) {
    return [
      withDue('terms.sepa', {
        amount,
        mandate: fixed(invoice.mandateReference),
        creditor: data(UNIVERSITY.name),
      }),
    ];
  }
  return [
    withDue('terms.transfer', {
      amount,
      bank: data(UNIVERSITY.bank.name),
      iban: fixed(UNIVERSITY.bank.iban),
      bic: fixed(UNIVERSITY.bank.bic),
    }),
    reference,
  ];
}

const STYLE = `
@page { size: A4; margin: 16mm 20mm 32mm 20mm; }
html, body { margin: 0; padding: 0; background: #fff; }
body { font-family: ${PDF_FONT_FAMILY}; font-size: 9.5pt; line-height: 1.4; color: #1f2937;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
p { margin: 0; }
bdi[dir="ltr"] { white-space: nowrap; }
.letterhead { padding-bottom: 2.5mm; border-bottom: 1.2pt solid #1e3a8a; }
.letterhead h1 { margin: 0; font-size: 15pt; font-weight: 700; color: #1e3a8a; }
.letterhead p { margin-top: 1mm; font-size: 8.5pt; color: #6b7280; }
.head { display: flex; justify-content: space-between; gap: 10mm; margin-top: 14mm; min-height: 42mm; }
.address { width: 85mm; }
.sender { font-size: 7pt; color: #6b7280; text-decoration: underline; }
.recipient { margin-top: 2.5mm; font-size: 10.5pt; line-height: 1.4; }
.facts { display: grid; grid-template-columns: auto auto; column-gap: 5mm; row-gap: 1.2mm; margin: 0;
  align-self: start; font-size: 9pt; }
.facts dt { color: #6b7280; }
.facts dd { margin: 0; font-weight: 700; }
h2 { margin: 6mm 0 0; font-size: 14pt; font-weight: 700; }
.description { margin-top: 2mm; font-size: 10pt; }
.items { width: 100%; margin-top: 6mm; border-collapse: collapse; }
.items thead { display: table-header-group; }
.items th { padding: 1.6mm 2mm; background: #eef2ff; font-size: 9pt; font-weight: 700; text-align: start; }
.items td { padding: 2mm; border-bottom: 0.4pt solid #d1d5db; vertical-align: top; }
.items tr { break-inside: avoid; }
.items .num { text-align: end; white-space: nowrap; }
.totals { width: 90mm; margin-top: 4mm; margin-inline-start: auto; break-inside: avoid; }
.total { display: flex; justify-content: space-between; gap: 4mm; padding: 0.8mm 0; }
.total.grand { margin-top: 1mm; padding-top: 1.6mm; border-top: 0.8pt solid #1f2937; font-size: 10.5pt;
  font-weight: 700; }
.terms { margin-top: 7mm; display: flex; flex-direction: column; gap: 2mm; }
.closing { margin-top: 6mm; }
`;

/** The footer on every page, as Chromium's footer template (its own styles and fonts; no page counters in CSS). */
function footer(t: Texts, locale: Locale): string {
  const pageLine = richText(t, 'footer.page', {
    page: '<span class="pageNumber"></span>',
    pages: '<span class="totalPages"></span>',
  });
  return `<div lang="${locale}" dir="${textDirection(locale)}" style="box-sizing: border-box; width: 100%; padding: 0 20mm; font-family: ${PDF_FONT_FAMILY}; font-size: 7pt; line-height: 1.35; color: #6b7280; -webkit-print-color-adjust: exact;">
<style>${embeddedFontFaces()}</style>
<div style="display: flex; gap: 4mm; padding-top: 1.5mm; border-top: 0.5pt solid #d1d5db;">
  <p style="flex: 1; margin: 0;">${data(UNIVERSITY.name)}<br>${data(`${UNIVERSITY.street}, ${UNIVERSITY.postalCode} ${UNIVERSITY.city}`)}</p>
  <p style="flex: 1; margin: 0;">${richText(t, 'footer.managingDirector', { name: data(UNIVERSITY.managingDirector) })}<br>${data(UNIVERSITY.register)}<br>${richText(t, 'footer.vatId', { id: fixed(UNIVERSITY.vatId) })}</p>
  <p style="flex: 1; margin: 0;">${data(UNIVERSITY.bank.name)}<br>IBAN: ${fixed(UNIVERSITY.bank.iban)}<br>BIC: ${fixed(UNIVERSITY.bank.bic)}</p>
</div>
<p style="margin: 1.5mm 0 0; text-align: end;">${pageLine}</p>
</div>`;
}

/** The complete HTML document of the invoice or notice in `locale`. */
export function invoiceDocument(invoice: InvoiceForPdf, locale: Locale): string {
  const t = serverT(locale, 'documents');
  const title = `${documentTitleOf(invoice, locale)} ${invoice.number}`;
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; font-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>
${embeddedFontFaces()}
${STYLE}
</style>
</head>
<body>
<header class="letterhead">
  <h1>${data(UNIVERSITY.shortName)}</h1>
  <p>${data(`${UNIVERSITY.street} · ${UNIVERSITY.postalCode} ${UNIVERSITY.city}`)} · ${fixed(UNIVERSITY.phone)} · ${fixed(UNIVERSITY.email)}</p>
</header>
<div class="head">
  ${addressWindow(invoice)}
  ${facts(t, invoice)}
</div>
<main>
  <h2>${escapeHtml(documentTitleOf(invoice, locale))} ${fixed(invoice.number)}</h2>
  ${invoice.description ? `<p class="description">${data(invoice.description)}</p>` : ''}
  ${items(t, invoice)}
  ${totals(t, invoice)}
  <div class="terms">${paymentTerms(t, invoice)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</div>
  <p class="closing">${escapeHtml(t('closing'))}<br>${richText(t, 'signature', { issuer: data(UNIVERSITY.shortName) })}</p>
</main>
</body>
</html>`;
}

/** The invoice or notice as PDF bytes, in `locale`. */
export function renderInvoicePdf(
  renderer: PdfRenderer,
  invoice: InvoiceForPdf,
  locale: Locale,
): Promise<Buffer> {
  return renderer.render(invoiceDocument(invoice, locale), {
    footerHtml: footer(serverT(locale, 'documents'), locale),
  });
}
