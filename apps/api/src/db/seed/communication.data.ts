/** A company's support ticket, invoices and in-portal notifications of both portals (news: `content.data.ts`). */
import type * as s from '../schema/index';
import { LENA } from './applicants.data';
import { FELIX, JULIA, KATRIN, MURAT, NORDLICHT, PFLEGE, RHEINWERK } from './companies.data';
import { daysFromNow, isoDate } from './seed-helpers';

/** A question of Katrin's to the partner support, answered by Sabine Kramer (staff): the ticket waits for her. */
export const SUPPORT_TICKET: Pick<typeof s.supportTickets.$inferInsert, 'subject' | 'topic' | 'status'> & {
  company: string;
  createdBy: string;
  messages: Array<{ from: { companyUser: string } | { staff: string }; text: string; createdAt: Date }>;
} = {
  company: NORDLICHT,
  createdBy: KATRIN,
  subject: 'Rückfrage zum Vorstellungsgespräch mit Paul Schneider',
  topic: 'applicants',
  status: 'waiting',
  messages: [
    {
      from: { companyUser: KATRIN },
      text: 'Guten Tag, können wir das Gespräch mit Herrn Schneider auch per Video führen?',
      createdAt: daysFromNow(-2, 8),
    },
    {
      from: { staff: 'support@demo.example' },
      text: 'Guten Tag Frau Vogel, ja, das ist möglich. Bitte schlagen Sie im Portal zwei Termine vor. Benötigen Sie dafür noch etwas von uns?',
      createdAt: daysFromNow(-1, 10),
    },
  ],
};

/** Net, VAT (19 %) and line items of a seed invoice whose positions are given net. */
function positions(
  lineItems: Array<{ description: string; quantity: number; unitPriceCents: number }>,
  vatRateBasisPoints = 1900,
) {
  const netCents = lineItems.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  return {
    lineItems,
    netCents,
    vatRateBasisPoints,
    amountCents: netCents + Math.round((netCents * vatRateBasisPoints) / 10_000),
  };
}

/** Invoices and notices (decisions 209, 210): amounts from their positions, notices typed. */
export const INVOICES: Array<Omit<typeof s.invoices.$inferInsert, 'companyId'> & { company: string }> = [
  {
    company: NORDLICHT,
    kind: 'invoice',
    number: 'RE-2026-10482',
    issuedOn: isoDate(daysFromNow(-50)),
    dueOn: isoDate(daysFromNow(-36)),
    ...positions([
      {
        description: 'Kooperationspauschale je Studienplatz, Wintersemester 2026/27',
        quantity: 2,
        unitPriceCents: 100_000,
      },
    ]),
    status: 'paid',
    paidOn: isoDate(daysFromNow(-38)),
    description: 'Kooperationspauschale Wintersemester 2026/27 (2 Studienplätze)',
  },
  {
    company: NORDLICHT,
    kind: 'invoice',
    number: 'RE-2026-11317',
    issuedOn: isoDate(daysFromNow(-6)),
    dueOn: isoDate(daysFromNow(8)),
    ...positions([
      {
        description: 'Kooperationspauschale je Studienplatz, Sommersemester 2027',
        quantity: 1,
        unitPriceCents: 85_000,
      },
      {
        description: 'Workshop „Praxisbetreuung im dualen Studium“ (Präsenz, 1 Tag)',
        quantity: 1,
        unitPriceCents: 15_000,
      },
    ]),
    status: 'open',
    description: 'Kooperationspauschale Sommersemester 2027 (1 Studienplatz)',
  },
  {
    company: NORDLICHT,
    kind: 'invoice',
    number: 'RE-2026-09876',
    issuedOn: isoDate(daysFromNow(-75)),
    dueOn: isoDate(daysFromNow(-61)),
    ...positions([
      {
        description: 'Stellenanzeigen-Paket „Premium“ im Hochschulportal (3 Monate)',
        quantity: 1,
        unitPriceCents: 45_000,
      },
    ]),
    status: 'open',
    description: 'Stellenanzeigen-Paket Premium',
  },
  {
    company: NORDLICHT,
    kind: 'notice',
    noticeType: 'credit_note',
    number: 'GS-2026-0042',
    issuedOn: isoDate(daysFromNow(-20)),
    ...positions([
      {
        description: 'Anteilige Erstattung der Kooperationspauschale nach Studienabbruch',
        quantity: 1,
        unitPriceCents: 50_000,
      },
    ]),
    status: 'paid',
    referenceNumber: 'RE-2026-10482',
    description: 'Gutschrift: anteilige Erstattung nach Studienabbruch',
  },
  {
    company: NORDLICHT,
    kind: 'notice',
    noticeType: 'reminder',
    number: 'ZE-2026-0007',
    issuedOn: isoDate(daysFromNow(-40)),
    dueOn: isoDate(daysFromNow(-26)),
    ...positions(
      [{ description: 'Offener Betrag aus Rechnung RE-2026-09876', quantity: 1, unitPriceCents: 53_550 }],
      0,
    ),
    status: 'open',
    referenceNumber: 'RE-2026-09876',
    description: 'Zahlungserinnerung zur Rechnung RE-2026-09876',
  },
  {
    company: RHEINWERK,
    kind: 'invoice',
    number: 'RE-2026-11290',
    issuedOn: isoDate(daysFromNow(-9)),
    dueOn: isoDate(daysFromNow(5)),
    ...positions([
      {
        description: 'Kooperationspauschale je Studienplatz, Wintersemester 2027/28',
        quantity: 1,
        unitPriceCents: 100_000,
      },
    ]),
    status: 'open',
    description: 'Kooperationspauschale Wintersemester 2027/28 (1 Studienplatz)',
  },
];

/** The ids a notification's link may name: job openings by seed key, and the support ticket. */
interface SeededIds {
  job(key: string): string;
  ticket: string;
}

export const NOTIFICATIONS: Array<
  Omit<typeof s.notifications.$inferInsert, 'recipientType' | 'recipientId' | 'companyId' | 'link'> & {
    to: { companyUser: string; company: string } | { applicant: string };
    link: (ids: SeededIds) => string;
  }
> = [
  {
    to: { companyUser: KATRIN, company: NORDLICHT },
    kind: 'match.applicant_interest',
    title: 'Neues Interesse an Ihrer Stelle',
    body: 'Lena H. interessiert sich für „Duales Studium Wirtschaftsinformatik (m/w/d)“.',
    link: (ids) => `/b2b/job-openings/${ids.job('nordlicht-wi')}`,
    createdAt: daysFromNow(-1, 15),
  },
  {
    to: { companyUser: KATRIN, company: NORDLICHT },
    kind: 'support.reply',
    title: 'Antwort auf Ihre Anfrage',
    body: 'Sabine Kramer hat auf „Rückfrage zum Vorstellungsgespräch mit Paul Schneider“ geantwortet.',
    link: (ids) => `/b2b/help/contact/${ids.ticket}`,
    createdAt: daysFromNow(-1, 10),
  },
  {
    to: { companyUser: KATRIN, company: NORDLICHT },
    kind: 'invoice.issued',
    title: 'Neue Rechnung RE-2026-11317',
    link: () => '/b2b/invoices',
    status: 'read',
    readAt: daysFromNow(-5),
    createdAt: daysFromNow(-6),
  },
  {
    to: { companyUser: FELIX, company: NORDLICHT },
    kind: 'match.interview_scheduled',
    title: 'Vorstellungsgespräch vereinbart',
    body: 'Paul S. – „Duales Studium BWL – Dienstleistungsmanagement (m/w/d)“',
    link: (ids) => `/b2b/job-openings/${ids.job('nordlicht-bwl')}`,
    createdAt: daysFromNow(-3, 9),
  },
  {
    to: { companyUser: JULIA, company: PFLEGE },
    kind: 'job_opening.published',
    title: 'Ihre Stelle ist veröffentlicht',
    body: '„Duales Studium Gesundheitsmanagement (m/w/d)“ ist jetzt für Bewerbende sichtbar.',
    link: (ids) => `/b2b/job-openings/${ids.job('pflege-gesundheitsmanagement')}`,
    createdAt: daysFromNow(-10),
  },
  {
    to: { companyUser: MURAT, company: RHEINWERK },
    kind: 'match.new',
    title: 'Neue Empfehlung für Ihre Stelle',
    link: (ids) => `/b2b/job-openings/${ids.job('rheinwerk-marketing')}`,
    createdAt: daysFromNow(-4),
  },
  {
    to: { applicant: LENA },
    kind: 'match.company_interest',
    title: 'Ein Unternehmen interessiert sich für dich',
    body: 'Rheinwerk Digital AG möchte dich kennenlernen.',
    link: (ids) => `/ds/selfmatching/${ids.job('rheinwerk-marketing')}`,
    createdAt: daysFromNow(-2, 12),
  },
];
