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

export const INVOICES: Array<Omit<typeof s.invoices.$inferInsert, 'companyId'> & { company: string }> = [
  {
    company: NORDLICHT,
    kind: 'invoice',
    number: 'RE-2026-10482',
    issuedOn: isoDate(daysFromNow(-50)),
    dueOn: isoDate(daysFromNow(-36)),
    amountCents: 238_000,
    status: 'paid',
    description: 'Kooperationspauschale Wintersemester 2026/27 (2 Studienplätze)',
  },
  {
    company: NORDLICHT,
    kind: 'invoice',
    number: 'RE-2026-11317',
    issuedOn: isoDate(daysFromNow(-6)),
    dueOn: isoDate(daysFromNow(8)),
    amountCents: 119_000,
    status: 'open',
    description: 'Kooperationspauschale Sommersemester 2027 (1 Studienplatz)',
  },
  {
    company: NORDLICHT,
    kind: 'notice',
    number: 'GS-2026-0042',
    issuedOn: isoDate(daysFromNow(-20)),
    amountCents: 59_500,
    status: 'paid',
    description: 'Gutschrift: anteilige Erstattung nach Studienabbruch',
  },
  {
    company: RHEINWERK,
    kind: 'invoice',
    number: 'RE-2026-11290',
    issuedOn: isoDate(daysFromNow(-9)),
    dueOn: isoDate(daysFromNow(5)),
    amountCents: 119_000,
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
