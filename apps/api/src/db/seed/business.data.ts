/**
 * Demo business data (decisions 205–214): downloads for partner companies (small generated PDFs), upskilling
 * courses and one request of Nordlicht's. Invoices and notices are in `communication.data.ts`.
 */
import type * as s from '../schema/index';
import { KATRIN, NORDLICHT } from './companies.data';
import { daysFromNow, isoDate } from './seed-helpers';

/** The generated demo documents: title and paragraphs (`## ` starts a heading). */
export const DEMO_DOWNLOADS: Record<string, { title: string; fileName: string; paragraphs: string[] }> = {
  'kooperationsvertrag-muster': {
    title: 'Kooperationsvertrag (Muster)',
    fileName: 'Kooperationsvertrag-Muster.pdf',
    paragraphs: [
      'Dieser Mustervertrag regelt die Zusammenarbeit zwischen der Hochschule und dem Praxispartner im dualen Studium.',
      '## § 1 Gegenstand',
      'Der Praxispartner stellt Studierenden für die Dauer des Studiums einen Praxisplatz zur Verfügung und benennt eine fachlich geeignete Betreuungsperson.',
      '## § 2 Pflichten der Hochschule',
      'Die Hochschule verantwortet die theoretische Ausbildung, stimmt die Praxisphasen mit dem Praxispartner ab und informiert über Prüfungstermine.',
      '## § 3 Vergütung und Kooperationspauschale',
      'Die Kooperationspauschale je Studienplatz und Semester richtet sich nach der jeweils gültigen Gebührenordnung.',
    ],
  },
  'leitfaden-praxisphasen': {
    title: 'Leitfaden für Praxisphasen',
    fileName: 'Leitfaden-Praxisphasen.pdf',
    paragraphs: [
      'Der Leitfaden beschreibt Ablauf, Ziele und Bewertung der Praxisphasen im dualen Studium.',
      '## Vor der Praxisphase',
      'Vereinbaren Sie mit Ihrer bzw. Ihrem Studierenden ein Auftaktgespräch und legen Sie gemeinsam Lernziele fest.',
      '## Während der Praxisphase',
      'Regelmäßige Feedbackgespräche helfen, Fortschritte sichtbar zu machen. Die Hochschule besucht Sie einmal pro Studienjahr.',
      '## Nach der Praxisphase',
      'Bitte bestätigen Sie den Praxisbericht bis spätestens vier Wochen nach Ende der Praxisphase.',
    ],
  },
  'betreuung-checkliste': {
    title: 'Checkliste für Praxisbetreuerinnen und Praxisbetreuer',
    fileName: 'Checkliste-Praxisbetreuung.pdf',
    paragraphs: [
      'Diese Checkliste unterstützt Sie beim Onboarding neuer dual Studierender.',
      '## Erste Woche',
      '• Arbeitsplatz und Zugänge vorbereiten  • Team vorstellen  • Ansprechperson benennen',
      '## Erste drei Monate',
      '• Lernziele vereinbaren  • Feedbackgespräch führen  • Studienplan mit Praxisplan abgleichen',
    ],
  },
  'logo-paket-hinweise': {
    title: 'Hinweise zur Nutzung des Partnerlogos',
    fileName: 'Partnerlogo-Hinweise.pdf',
    paragraphs: [
      'Als Praxispartner dürfen Sie das Siegel „Partnerunternehmen im dualen Studium“ auf Ihrer Website und in Stellenanzeigen verwenden.',
      '## Regeln',
      'Das Siegel darf nicht verändert werden. Der Mindestabstand zu anderen Logos beträgt die Höhe des Siegels.',
    ],
  },
  'formular-praxisplatzwechsel': {
    title: 'Formular: Wechsel des Praxisplatzes',
    fileName: 'Formular-Praxisplatzwechsel.pdf',
    paragraphs: [
      'Mit diesem Formular beantragen Sie den Wechsel einer bzw. eines Studierenden an einen anderen Standort Ihres Unternehmens.',
      '## Angaben',
      'Name der bzw. des Studierenden: ______________________',
      'Neuer Standort (Anschrift): ______________________',
      'Wechsel zum (Datum): ______________________',
      'Unterschrift Praxispartner: ______________________',
    ],
  },
  'nordlicht-rahmenvereinbarung': {
    title: 'Rahmenvereinbarung Nordlicht Logistik 2026–2028',
    fileName: 'Rahmenvereinbarung-Nordlicht-2026-2028.pdf',
    paragraphs: [
      'Rahmenvereinbarung zwischen der Hochschule und der Nordlicht Logistik GmbH über bis zu fünf Studienplätze je Jahrgang.',
      '## Laufzeit',
      'Die Vereinbarung gilt vom 01.10.2026 bis zum 30.09.2028 und verlängert sich um jeweils ein Jahr, wenn sie nicht gekündigt wird.',
    ],
  },
};

export const DOWNLOADS: Array<
  Pick<typeof s.downloads.$inferInsert, 'title' | 'description' | 'category'> & {
    demoDocument: keyof typeof DEMO_DOWNLOADS;
    company?: string;
    publishedDaysAgo: number | null;
  }
> = [
  {
    title: 'Kooperationsvertrag (Muster)',
    description: 'Der Mustervertrag für neue Praxispartner – zur Vorbereitung Ihrer internen Freigabe.',
    category: 'contracts',
    demoDocument: 'kooperationsvertrag-muster',
    publishedDaysAgo: 120,
  },
  {
    title: 'Rahmenvereinbarung 2026–2028',
    description: 'Ihre unterschriebene Rahmenvereinbarung mit der Hochschule.',
    category: 'contracts',
    demoDocument: 'nordlicht-rahmenvereinbarung',
    company: NORDLICHT,
    publishedDaysAgo: 60,
  },
  {
    title: 'Leitfaden für Praxisphasen',
    description: 'Ablauf, Ziele und Bewertung der Praxisphasen – kompakt zusammengefasst.',
    category: 'guides',
    demoDocument: 'leitfaden-praxisphasen',
    publishedDaysAgo: 30,
  },
  {
    title: 'Checkliste für die Praxisbetreuung',
    description: 'Was in der ersten Woche und in den ersten drei Monaten wichtig ist.',
    category: 'guides',
    demoDocument: 'betreuung-checkliste',
    publishedDaysAgo: 12,
  },
  {
    title: 'Partnerlogo: Nutzungshinweise',
    description: 'So verwenden Sie das Siegel „Partnerunternehmen im dualen Studium“.',
    category: 'marketing',
    demoDocument: 'logo-paket-hinweise',
    publishedDaysAgo: 45,
  },
  {
    title: 'Formular: Wechsel des Praxisplatzes',
    description: null,
    category: 'forms',
    demoDocument: 'formular-praxisplatzwechsel',
    publishedDaysAgo: 8,
  },
  {
    title: 'Entwurf: Broschüre für Schulen',
    description: 'Noch nicht veröffentlicht.',
    category: 'marketing',
    demoDocument: 'logo-paket-hinweise',
    publishedDaysAgo: null,
  },
];

export const COURSES: Array<typeof s.upskillingCourses.$inferInsert & { key: string }> = [
  {
    key: 'praxisbetreuung',
    title: 'Praxisbetreuung im dualen Studium',
    description:
      'Sie betreuen dual Studierende in Ihrem Unternehmen? In diesem Workshop lernen Sie:\n\n- wie Sie **Lernziele** für Praxisphasen vereinbaren,\n- wie Sie Feedbackgespräche strukturiert führen,\n- welche Fristen der Hochschule für Sie wichtig sind.\n\nMit vielen Beispielen aus Partnerunternehmen.',
    format: 'on_campus',
    duration: '1 Tag (9–16 Uhr)',
    location: 'Campus Berlin, Raum 2.14',
    startsOn: isoDate(daysFromNow(24)),
    endsOn: isoDate(daysFromNow(24)),
    priceCents: 15_000,
    seats: 16,
    published: true,
  },
  {
    key: 'ki-im-mittelstand',
    title: 'KI-Werkzeuge im Mittelstand',
    description:
      '## Überblick\n\nEin praxisnaher Einstieg in generative KI für Fach- und Führungskräfte.\n\n1. Grundlagen und Grenzen\n2. Datenschutz und Urheberrecht\n3. Übungen mit eigenen Fallbeispielen',
    format: 'online',
    duration: '4 × 90 Minuten',
    location: null,
    startsOn: isoDate(daysFromNow(40)),
    endsOn: isoDate(daysFromNow(61)),
    priceCents: 39_000,
    seats: 25,
    published: true,
  },
  {
    key: 'fuehren-hybrid',
    title: 'Führen in hybriden Teams',
    description:
      'Wie Sie Teams führen, die teils im Büro und teils mobil arbeiten: Kommunikation, Vertrauen und Verbindlichkeit.\n\nDer Kurs verbindet zwei Präsenztage mit einer Online-Nachbereitung.',
    format: 'hybrid',
    duration: '2 Tage + 1 Online-Termin',
    location: 'Campus Hamburg',
    startsOn: isoDate(daysFromNow(75)),
    endsOn: isoDate(daysFromNow(90)),
    priceCents: 89_000,
    seats: 12,
    published: true,
  },
  {
    key: 'pruefungsrecht',
    title: 'Prüfungsordnung kompakt für Praxispartner',
    description:
      'Was Praxispartner über Prüfungen, Fristen und Nachteilsausgleiche wissen sollten. Kostenlos für alle Partnerunternehmen.',
    format: 'online',
    duration: '60 Minuten',
    location: null,
    startsOn: isoDate(daysFromNow(10)),
    endsOn: isoDate(daysFromNow(10)),
    priceCents: null,
    seats: null,
    published: true,
  },
  {
    key: 'excel-entwurf',
    title: 'Datenanalyse mit Excel (in Planung)',
    description: 'Noch in Planung: Pivot-Tabellen, Power Query und Dashboards für Controlling-Teams.',
    format: 'online',
    duration: '3 × 2 Stunden',
    location: null,
    startsOn: null,
    endsOn: null,
    priceCents: 29_000,
    seats: 20,
    published: false,
  },
];

/** Katrin asked for places in the supervision workshop; staff have not answered yet. */
export const COURSE_REQUEST = {
  course: 'praxisbetreuung',
  company: NORDLICHT,
  requestedBy: KATRIN,
  participants: 3,
  message:
    'Wir möchten gern unsere drei neuen Praxisbetreuerinnen anmelden. Ist eine Rechnung auf die Kostenstelle 4711 möglich?',
  createdAt: daysFromNow(-1, 9),
};
