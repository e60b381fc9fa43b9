/**
 * PDF documents generated on the server with PDFKit (decision 211): A4, the standard font Helvetica (its
 * WinAnsi encoding covers German umlauts, ß and €; text stays selectable and searchable), rendered into memory.
 * Nothing here reads a client's bytes: every PDF is drawn from our own data.
 */
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/** Page geometry in points (A4 = 595.28 × 841.89). */
export const A4 = { width: 595.28, height: 841.89, margin: 56 } as const;

export const PDF_COLORS = { ink: '#1f2937', muted: '#6b7280', primary: '#1e3a8a', rule: '#d1d5db' } as const;

/** Draws with `draw` into a new A4 document and resolves to its bytes. */
export function renderPdf(
  info: { title: string; subject?: string },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    bufferPages: true,
    // PDFKit reads every info entry (the file ID is a hash of them): no undefined values.
    info: {
      Title: info.title,
      ...(info.subject ? { Subject: info.subject } : {}),
      Author: UNIVERSITY.name,
      Creator: UNIVERSITY.name,
    },
    lang: 'de-DE',
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica').fillColor(PDF_COLORS.ink);
    draw(doc);
    doc.end();
  });
}

/**
 * The university as issuer of invoices and author of documents (letterhead, footer, bank details). Demo values
 * of the product; the finance office's real data replaces them before going live (see decision 211).
 */
export const UNIVERSITY = {
  name: 'Private Hochschule für duales Studium gGmbH',
  shortName: 'Private Hochschule für duales Studium',
  street: 'Campusallee 1',
  postalCode: '10115',
  city: 'Berlin',
  phone: '+49 30 1234567-0',
  email: 'buchhaltung@hochschule.example',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
  vatId: 'DE123456789',
  managingDirector: 'Dr. Annette Vogel',
  bank: { name: 'Berliner Sparkasse', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
} as const;

/** The letterhead at the top of the first page: the university's name and a rule. */
export function drawLetterhead(doc: Pdf): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(PDF_COLORS.primary)
    .text(UNIVERSITY.shortName, A4.margin, 42);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(PDF_COLORS.muted)
    .text(
      `${UNIVERSITY.street} · ${UNIVERSITY.postalCode} ${UNIVERSITY.city} · ${UNIVERSITY.phone} · ${UNIVERSITY.email}`,
    );
  doc
    .moveTo(A4.margin, 80)
    .lineTo(A4.width - A4.margin, 80)
    .lineWidth(1.2)
    .strokeColor(PDF_COLORS.primary)
    .stroke();
  doc.fillColor(PDF_COLORS.ink);
}

/** The footer on every page: company data, bank details and the page number. */
export function drawFooters(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const top = A4.height - 70;
    // Drawing below the bottom margin would start a new page; lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(A4.margin, top - 6)
      .lineTo(A4.width - A4.margin, top - 6)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.rule)
      .stroke();
    const column = (A4.width - 2 * A4.margin) / 3;
    doc.font('Helvetica').fontSize(7).fillColor(PDF_COLORS.muted);
    doc.text(
      `${UNIVERSITY.name}\n${UNIVERSITY.street}, ${UNIVERSITY.postalCode} ${UNIVERSITY.city}`,
      A4.margin,
      top,
      { width: column - 8 },
    );
    doc.text(
      `Geschäftsführung: ${UNIVERSITY.managingDirector}\n${UNIVERSITY.register}\nUSt-IdNr.: ${UNIVERSITY.vatId}`,
      A4.margin + column,
      top,
      { width: column - 8 },
    );
    doc.text(
      `${UNIVERSITY.bank.name}\nIBAN: ${UNIVERSITY.bank.iban}\nBIC: ${UNIVERSITY.bank.bic}`,
      A4.margin + 2 * column,
      top,
      { width: column - 8 },
    );
    doc.text(`Seite ${index - range.start + 1} von ${range.count}`, A4.margin, A4.height - 32, {
      width: A4.width - 2 * A4.margin,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor(PDF_COLORS.ink);
}

/** A simple document (seed downloads, guides): letterhead, a title and paragraphs, `## ` lines as headings. */
export function renderTextPdf(title: string, paragraphs: readonly string[]): Promise<Buffer> {
  return renderPdf({ title }, (doc) => {
    drawLetterhead(doc);
    doc.font('Helvetica-Bold').fontSize(18).text(title, A4.margin, 110);
    doc.moveDown(0.8);
    for (const paragraph of paragraphs) {
      if (paragraph.startsWith('## ')) {
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).text(paragraph.slice(3));
        doc.moveDown(0.2);
      } else {
        doc.font('Helvetica').fontSize(10.5).text(paragraph, { align: 'left', lineGap: 2 });
        doc.moveDown(0.6);
      }
    }
    drawFooters(doc);
  });
}
