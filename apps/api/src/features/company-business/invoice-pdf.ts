/**
 * The PDF of an invoice or notice, drawn from its stored data on every request (decision 211): letterhead, the
 * DIN 5008 address window with the billing address copied at issue, number and dates, line items, net, VAT and
 * gross, payment terms and the university's bank details in the footer.
 */
import { formatMoney } from '@portal/contracts';
import { formatIsoDateGerman } from '../../lib/german-dates';
import { A4, drawFooters, drawLetterhead, PDF_COLORS, renderPdf, UNIVERSITY, type Pdf } from '../../lib/pdf';
import type { InvoiceForPdf } from './business.repository';

/** Money as printed: German format with a plain space before the currency (copy-and-paste friendly). */
const money = (cents: number, currency: string) => formatMoney(cents, currency).replace(/\u00a0/g, ' ');

const percent = (basisPoints: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

export function documentTitleOf(invoice: Pick<InvoiceForPdf, 'kind' | 'noticeType'>): string {
  if (invoice.kind === 'invoice') return 'Rechnung';
  return invoice.noticeType === 'reminder' ? 'Zahlungserinnerung' : 'Gutschrift';
}

/** The download name: `Rechnung-RE-2026-10482.pdf`. */
export function pdfFileNameOf(invoice: Pick<InvoiceForPdf, 'kind' | 'noticeType' | 'number'>): string {
  return `${documentTitleOf(invoice)}-${invoice.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}

function drawAddressWindow(doc: Pdf, invoice: InvoiceForPdf): void {
  // DIN 5008 form B: the window starts 45 mm from the top, 20 mm from the left.
  const left = 56.7;
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(PDF_COLORS.muted)
    .text(
      `${UNIVERSITY.shortName} · ${UNIVERSITY.street} · ${UNIVERSITY.postalCode} ${UNIVERSITY.city}`,
      left,
      128,
      {
        width: 240,
        underline: true,
      },
    );
  const address = invoice.billingAddress;
  const lines = [
    address?.name ?? invoice.companyName,
    address?.street,
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    address?.country && address.country !== 'DE' && address.country !== 'Deutschland'
      ? address.country
      : null,
  ].filter((line): line is string => !!line);
  doc
    .fontSize(10.5)
    .fillColor(PDF_COLORS.ink)
    .text(lines.join('\n'), left, 142, { width: 240, lineGap: 1.5 });
}

function drawFacts(doc: Pdf, invoice: InvoiceForPdf): void {
  const label = documentTitleOf(invoice);
  const facts: Array<[string, string]> = [
    [`${label}snummer`, invoice.number],
    [`${label}sdatum`, formatIsoDateGerman(invoice.issuedOn)],
  ];
  if (invoice.dueOn) facts.push(['Fällig am', formatIsoDateGerman(invoice.dueOn)]);
  if (invoice.referenceNumber) facts.push(['Zu Rechnung', invoice.referenceNumber]);
  facts.push(['Kundennummer', invoice.customerNumber]);
  let y = 132;
  for (const [name, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(PDF_COLORS.muted).text(name, 350, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor(PDF_COLORS.ink)
      .text(value, 440, y, { width: A4.width - A4.margin - 440 });
    y += 15;
  }
}

const COLUMNS = { pos: 56, description: 84, quantity: 330, unit: 380, total: 470, end: A4.width - A4.margin };

function drawItems(doc: Pdf, invoice: InvoiceForPdf): number {
  let y = 290;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(PDF_COLORS.ink)
    .text(`${documentTitleOf(invoice)} ${invoice.number}`, A4.margin, 250);
  if (invoice.description) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(invoice.description, A4.margin, 270, { width: COLUMNS.end - A4.margin });
    y = doc.y + 10;
  }
  const header = (top: number) => {
    doc.rect(A4.margin, top - 4, COLUMNS.end - A4.margin, 18).fill('#eef2ff');
    doc.fillColor(PDF_COLORS.ink).font('Helvetica-Bold').fontSize(9);
    doc.text('Pos.', COLUMNS.pos + 4, top);
    doc.text('Beschreibung', COLUMNS.description, top);
    doc.text('Menge', COLUMNS.quantity, top, { width: 40, align: 'right' });
    doc.text('Einzelpreis', COLUMNS.unit, top, { width: 80, align: 'right' });
    doc.text('Betrag', COLUMNS.total, top, { width: COLUMNS.end - COLUMNS.total - 4, align: 'right' });
    return top + 20;
  };
  y = header(y);
  doc.font('Helvetica').fontSize(9.5);
  invoice.lineItems.forEach((item, index) => {
    const height = doc.heightOfString(item.description, {
      width: COLUMNS.quantity - COLUMNS.description - 10,
    });
    if (y + height > A4.height - 160) {
      doc.addPage();
      y = header(A4.margin);
      doc.font('Helvetica').fontSize(9.5);
    }
    doc.fillColor(PDF_COLORS.ink);
    doc.text(String(index + 1), COLUMNS.pos + 4, y);
    doc.text(item.description, COLUMNS.description, y, {
      width: COLUMNS.quantity - COLUMNS.description - 10,
    });
    doc.text(String(item.quantity), COLUMNS.quantity, y, { width: 40, align: 'right' });
    doc.text(money(item.unitPriceCents, invoice.currency), COLUMNS.unit, y, { width: 80, align: 'right' });
    doc.text(money(item.quantity * item.unitPriceCents, invoice.currency), COLUMNS.total, y, {
      width: COLUMNS.end - COLUMNS.total - 4,
      align: 'right',
    });
    y += Math.max(height, 12) + 6;
    doc
      .moveTo(A4.margin, y - 3)
      .lineTo(COLUMNS.end, y - 3)
      .lineWidth(0.4)
      .strokeColor(PDF_COLORS.rule)
      .stroke();
  });
  return y;
}

function drawTotals(doc: Pdf, invoice: InvoiceForPdf, top: number): number {
  let y = top + 6;
  if (y > A4.height - 220) {
    doc.addPage();
    y = A4.margin;
  }
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 10.5 : 9.5)
      .fillColor(PDF_COLORS.ink);
    doc.text(label, 330, y, { width: 130 });
    doc.text(value, COLUMNS.total - 20, y, { width: COLUMNS.end - COLUMNS.total + 16, align: 'right' });
    y += bold ? 18 : 15;
  };
  row('Nettobetrag', money(invoice.netCents, invoice.currency));
  row(`Umsatzsteuer ${percent(invoice.vatRateBasisPoints)}`, money(invoice.vatCents, invoice.currency));
  doc
    .moveTo(330, y - 2)
    .lineTo(COLUMNS.end, y - 2)
    .lineWidth(0.8)
    .strokeColor(PDF_COLORS.ink)
    .stroke();
  y += 3;
  row(
    invoice.kind === 'invoice'
      ? 'Gesamtbetrag'
      : documentTitleOf(invoice) === 'Gutschrift'
        ? 'Gutschriftsbetrag'
        : 'Offener Betrag',
    money(invoice.amountCents, invoice.currency),
    true,
  );
  return y;
}

function paymentTerms(invoice: InvoiceForPdf): string[] {
  const amount = money(invoice.amountCents, invoice.currency);
  const due = invoice.dueOn ? formatIsoDateGerman(invoice.dueOn) : null;
  if (invoice.kind === 'notice' && invoice.noticeType === 'credit_note') {
    return [
      `Den Betrag von ${amount} verrechnen wir mit Ihrer nächsten Rechnung oder überweisen ihn auf das bei uns hinterlegte Konto Ihres Unternehmens.`,
    ];
  }
  if (invoice.status === 'paid' && invoice.paidOn) {
    return [
      `Der Betrag von ${amount} ist am ${formatIsoDateGerman(invoice.paidOn)} bei uns eingegangen. Vielen Dank.`,
    ];
  }
  const reference = `Bitte geben Sie als Verwendungszweck die Nummer ${invoice.number} an.`;
  if (invoice.kind === 'notice') {
    return [
      `Zu der oben genannten Rechnung konnten wir bisher keinen Zahlungseingang feststellen. Bitte überweisen Sie den offenen Betrag von ${amount}${due ? ` bis zum ${due}` : ''} auf das unten genannte Konto.`,
      reference,
      'Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.',
    ];
  }
  if (invoice.paymentType === 'sepa' && invoice.mandateReference) {
    return [
      `Der Betrag von ${amount} wird${due ? ` zum ${due}` : ''} per SEPA-Lastschrift von Ihrem Konto eingezogen (Mandatsreferenz ${invoice.mandateReference}, Gläubiger: ${UNIVERSITY.name}).`,
    ];
  }
  return [
    `Bitte überweisen Sie den Betrag von ${amount}${due ? ` bis zum ${due}` : ''} ohne Abzug auf das folgende Konto: ${UNIVERSITY.bank.name}, IBAN ${UNIVERSITY.bank.iban}, BIC ${UNIVERSITY.bank.bic}.`,
    reference,
  ];
}

/** The invoice or notice as PDF bytes. */
export function renderInvoicePdf(invoice: InvoiceForPdf): Promise<Buffer> {
  const title = `${documentTitleOf(invoice)} ${invoice.number}`;
  return renderPdf({ title, subject: invoice.description ?? title }, (doc) => {
    drawLetterhead(doc);
    drawAddressWindow(doc, invoice);
    drawFacts(doc, invoice);
    const afterItems = drawItems(doc, invoice);
    let y = drawTotals(doc, invoice, afterItems) + 18;
    doc.font('Helvetica').fontSize(9.5).fillColor(PDF_COLORS.ink);
    for (const paragraph of paymentTerms(invoice)) {
      doc.text(paragraph, A4.margin, y, { width: COLUMNS.end - A4.margin, lineGap: 1.5 });
      y = doc.y + 6;
    }
    doc.text('Mit freundlichen Grüßen', A4.margin, y + 8);
    doc.text(`Finanzbuchhaltung · ${UNIVERSITY.shortName}`, A4.margin, doc.y + 2);
    drawFooters(doc);
  });
}
