/** Job openings of the companies, matches with applicants, and the companies' comments on matches. */
import type { MatchEvent } from '@portal/contracts';
import { ANNA, JONAS, LENA, PAUL } from './applicants.data';
import { BWL, GM, INF, MKT, SOZ, WI } from './catalogue.data';
import { FELIX, JULIA, KATRIN, MURAT, NORDLICHT, PFLEGE, RHEINWERK } from './companies.data';
import { daysFromNow, type JobOpeningRow, type MatchRow } from './seed-helpers';

export const JOB_OPENINGS: Array<
  Omit<JobOpeningRow, 'companyId' | 'courseId' | 'campusId' | 'createdBy' | 'publishedAt'> & {
    key: string;
    company: string;
    course: string;
    campus: string;
    createdBy: string;
    publishedDaysAgo?: number;
  }
> = [
  {
    key: 'nordlicht-bwl',
    company: NORDLICHT,
    createdBy: KATRIN,
    title: 'Duales Studium BWL – Dienstleistungsmanagement (m/w/d)',
    course: BWL,
    campus: 'Hamburg',
    startDate: '2027-10-01',
    openPositions: 2,
    requiredCount: 2,
    skills: ['Organisationstalent', 'Kommunikationsstärke', 'MS Excel'],
    tasks:
      'Du begleitest Kundenprojekte in der Kontraktlogistik, analysierst Kennzahlen und optimierst Abläufe im Lager.',
    teamSize: 12,
    benefits:
      'HVV-Deutschlandticket, 30 Tage Urlaub, eigenes Notebook, Übernahmegarantie bei gutem Abschluss',
    extraPayment: 'Übernahme der Studiengebühren, Vergütung 1.250 € im ersten Jahr',
    placeOfTraining: 'Hamburg',
    practicePlace: 'Am Sandtorkai 44, 20457 Hamburg',
    workModel: 'onsite',
    studyModel: 'DS',
    offerDescription: 'Starte dein duales Studium bei einem der größten Logistiker im Norden.',
    offerUrl: 'https://www.nordlicht-logistik.example/karriere/duales-studium-bwl',
    status: 'openWithActiveMatches',
    publishedDaysAgo: 35,
  },
  {
    key: 'nordlicht-wi',
    company: NORDLICHT,
    createdBy: FELIX,
    title: 'Duales Studium Wirtschaftsinformatik (m/w/d)',
    course: WI,
    campus: 'Berlin',
    startDate: '2027-10-01',
    openPositions: 1,
    requiredCount: 1,
    skills: ['SQL-Grundkenntnisse', 'Analytisches Denken', 'Englisch'],
    tasks:
      'Du arbeitest im IT-Team unserer Berliner Niederlassung an Lagerverwaltungs- und Tracking-Systemen.',
    teamSize: 6,
    benefits: 'Hybrides Arbeiten, Weiterbildungsbudget, Firmenfitness',
    extraPayment: 'Übernahme der Studiengebühren, Vergütung 1.300 € im ersten Jahr',
    placeOfTraining: 'Berlin',
    practicePlace: 'Gradestraße 60, 12347 Berlin',
    workModel: 'hybrid',
    studyModel: 'DS',
    offerDescription: 'Digitalisiere mit uns die Logistik von morgen.',
    status: 'openWithActiveMatches',
    publishedDaysAgo: 21,
  },
  {
    key: 'nordlicht-informatik',
    company: NORDLICHT,
    createdBy: FELIX,
    title: 'Duales Studium Informatik – Softwareentwicklung (m/w/d)',
    course: INF,
    campus: 'Hamburg',
    startDate: '2028-04-01',
    openPositions: 1,
    requiredCount: 1,
    skills: ['Erste Programmiererfahrung', 'Teamfähigkeit'],
    tasks: 'Du entwickelst mit uns Web-Anwendungen für Disposition und Routenplanung.',
    teamSize: 8,
    workModel: 'hybrid',
    studyModel: 'DS',
    placeOfTraining: 'Hamburg',
    status: 'open',
    publishedDaysAgo: 7,
  },
  {
    key: 'nordlicht-marketing',
    company: NORDLICHT,
    createdBy: KATRIN,
    title: 'Duales Studium Marketing & Digitale Medien (m/w/d)',
    course: MKT,
    campus: 'Berlin',
    startDate: '2028-04-01',
    status: 'draft',
  },
  {
    key: 'rheinwerk-wi',
    company: RHEINWERK,
    createdBy: MURAT,
    title: 'Duales Studium Wirtschaftsinformatik – Data & Cloud (m/w/d)',
    course: WI,
    campus: 'Köln',
    startDate: '2027-10-01',
    openPositions: 2,
    requiredCount: 2,
    skills: ['Python oder SQL', 'Neugier auf Cloud-Technologien'],
    tasks: 'Du baust mit unserem Data-Team Dashboards und Datenpipelines für Kundenprojekte.',
    teamSize: 10,
    benefits: 'Remote-Anteil bis 60 %, MacBook, Konferenzbesuche',
    extraPayment: 'Vergütung 1.350 € im ersten Jahr',
    placeOfTraining: 'Köln',
    practicePlace: 'Im Mediapark 8, 50670 Köln',
    workModel: 'hybrid',
    studyModel: 'DS',
    status: 'open',
    publishedDaysAgo: 14,
  },
  {
    key: 'rheinwerk-marketing',
    company: RHEINWERK,
    createdBy: MURAT,
    title: 'Duales Studium Marketing & Digitale Medien – Content & Social (m/w/d)',
    course: MKT,
    campus: 'Berlin',
    startDate: '2027-10-01',
    openPositions: 1,
    requiredCount: 1,
    skills: ['Sprachgefühl', 'Social Media', 'Canva oder Figma'],
    tasks: 'Du planst Kampagnen für unsere Kunden und betreust unsere eigenen Social-Media-Kanäle.',
    teamSize: 5,
    workModel: 'remote',
    studyModel: 'DS',
    placeOfTraining: 'Berlin',
    status: 'openWithActiveMatches',
    publishedDaysAgo: 18,
  },
  {
    key: 'pflege-gesundheitsmanagement',
    company: PFLEGE,
    createdBy: JULIA,
    title: 'Duales Studium Gesundheitsmanagement (m/w/d)',
    course: GM,
    campus: 'Stuttgart',
    startDate: '2027-10-01',
    openPositions: 3,
    requiredCount: 3,
    skills: ['Empathie', 'Organisationstalent'],
    tasks:
      'Du lernst die Verwaltung unserer Pflegeeinrichtungen kennen und unterstützt das Qualitätsmanagement.',
    teamSize: 15,
    benefits: 'Jobrad, betriebliche Altersvorsorge, Zuschuss zum Deutschlandticket',
    workModel: 'onsite',
    studyModel: 'DMS',
    placeOfTraining: 'Stuttgart',
    status: 'open',
    publishedDaysAgo: 10,
  },
  {
    key: 'pflege-soziale-arbeit',
    company: PFLEGE,
    createdBy: JULIA,
    title: 'Duales Studium Soziale Arbeit (m/w/d)',
    course: SOZ,
    campus: 'München',
    startDate: '2028-04-01',
    workModel: 'onsite',
    studyModel: 'DMS',
    status: 'draft',
  },
];

/**
 * One step of a seeded match's history (decision 140): the event, its side and when (days ago, hour UTC). The
 * statuses follow from the state machine; the last step is the match's `status_changed_at`. Active matches
 * changed less than three days ago, so the reminder sweep leaves the demo data alone at start.
 */
export interface SeedMatchStep {
  event: MatchEvent;
  /** `study_advisor`: the advisor's account e-mail. */
  by: 'applicant' | 'company' | 'system' | { advisor: string };
  daysAgo: number;
  hour: number;
}

export const MATCHES: Array<
  Omit<MatchRow, 'jobOpeningId' | 'accountId' | 'statusChangedAt'> & {
    job: string;
    applicant: string;
    history: SeedMatchStep[];
  }
> = [
  {
    job: 'nordlicht-wi',
    applicant: LENA,
    source: 'applicant',
    status: 'awaiting_partner_interest',
    applicantInterest: true,
    favorite: true,
    history: [{ event: 'applicant_interested', by: 'applicant', daysAgo: 2, hour: 18 }],
  },
  {
    job: 'nordlicht-bwl',
    applicant: LENA,
    source: 'study_advisor',
    status: 'awaiting_any_interest',
    advisorNote: 'Die Disposition passt gut zu deinem Organisationstalent – schau sie dir an.',
    history: [{ event: 'advisor_suggested', by: { advisor: ANNA }, daysAgo: 6, hour: 10 }],
  },
  {
    job: 'rheinwerk-marketing',
    applicant: LENA,
    source: 'company',
    status: 'awaiting_applicant_interest',
    companyInterest: true,
    history: [{ event: 'company_interested', by: 'company', daysAgo: 1, hour: 14 }],
  },
  {
    job: 'nordlicht-bwl',
    applicant: PAUL,
    source: 'study_advisor',
    status: 'interview_scheduled',
    applicantInterest: true,
    companyInterest: true,
    interviewDateSuggestions: [daysFromNow(5, 8).toISOString(), daysFromNow(6, 13).toISOString()],
    interviewAt: daysFromNow(5, 8),
    interviewDetails: 'Nordlicht Logistik GmbH, Am Sandtorkai 12, 20457 Hamburg – Empfang im Erdgeschoss',
    advisorNote: 'Logistik und BWL – genau deine Richtung.',
    history: [
      { event: 'advisor_suggested', by: { advisor: JONAS }, daysAgo: 9, hour: 10 },
      { event: 'applicant_interested', by: 'applicant', daysAgo: 8, hour: 16 },
      { event: 'company_interested', by: 'company', daysAgo: 7, hour: 11 },
      { event: 'interview_proposed', by: 'company', daysAgo: 4, hour: 9 },
      { event: 'interview_date_chosen', by: 'applicant', daysAgo: 2, hour: 19 },
    ],
  },
  {
    job: 'nordlicht-informatik',
    applicant: PAUL,
    source: 'company',
    status: 'cancelled',
    cancellationReason: 'rejected_by_applicant',
    companyInterest: true,
    applicantInterest: false,
    history: [
      { event: 'company_interested', by: 'company', daysAgo: 30, hour: 10 },
      { event: 'applicant_declined', by: 'applicant', daysAgo: 28, hour: 18 },
    ],
  },
];

export const MATCH_COMMENTS = [
  {
    job: 'nordlicht-wi',
    applicant: LENA,
    author: KATRIN,
    text: 'Starkes Profil, gern zum Kennenlernen einladen.',
  },
  {
    job: 'nordlicht-bwl',
    applicant: PAUL,
    author: FELIX,
    text: 'Gespräch mit der Teamleitung Disposition ist abgestimmt, Termin folgt.',
  },
];
