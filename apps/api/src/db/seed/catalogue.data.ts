/** The study offer: campuses, courses with their campuses, intakes. */
import type * as s from '../schema/index';
import { campusImage } from './seed-helpers';

export const CAMPUSES = [
  {
    slug: 'berlin',
    city: 'Berlin',
    street: 'Friedrichstraße 180',
    postalCode: '10117',
    phone: '+49 30 2091 4460',
  },
  {
    slug: 'hamburg',
    city: 'Hamburg',
    street: 'Hammerbrookstraße 90',
    postalCode: '20097',
    phone: '+49 40 8090 3320',
  },
  {
    slug: 'muenchen',
    city: 'München',
    street: 'Landsberger Straße 110',
    postalCode: '80339',
    phone: '+49 89 4520 7710',
  },
  {
    slug: 'koeln',
    city: 'Köln',
    street: 'Hohenzollernring 58',
    postalCode: '50672',
    phone: '+49 221 9402 5530',
  },
  {
    slug: 'stuttgart',
    city: 'Stuttgart',
    street: 'Heilbronner Straße 150',
    postalCode: '70191',
    phone: '+49 711 2538 6640',
  },
].map(({ slug, ...campus }) => ({
  ...campus,
  name: `Campus ${campus.city}`,
  email: `campus-${slug}@dualstudium.example`,
  imagePath: campusImage(slug),
}));

export const BWL = 'BWL – Dienstleistungsmanagement';
export const WI = 'Wirtschaftsinformatik';
export const INF = 'Informatik';
export const SOZ = 'Soziale Arbeit';
export const GM = 'Gesundheitsmanagement';
export const MKT = 'Marketing & Digitale Medien';

export const COURSES: Array<typeof s.courses.$inferInsert & { campuses: string[] }> = [
  {
    name: BWL,
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description: 'Betriebswirtschaft mit Schwerpunkt auf Service, Prozessen und Kundenbeziehungen.',
    campuses: ['Berlin', 'Hamburg', 'München', 'Köln', 'Stuttgart'],
  },
  {
    name: WI,
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description:
      'Die Brücke zwischen IT und Betrieb: Datenbanken, Prozesse, Projektmanagement und ERP-Systeme.',
    campuses: ['Berlin', 'Hamburg', 'München', 'Köln'],
  },
  {
    name: INF,
    studyModel: 'DS',
    units: ['ds'],
    description:
      'Softwareentwicklung, Algorithmen, verteilte Systeme und IT-Sicherheit – mit viel Praxis im Team.',
    campuses: ['Berlin', 'Hamburg', 'München', 'Stuttgart'],
  },
  {
    name: SOZ,
    studyModel: 'DMS',
    units: ['ds'],
    description: 'Grundlagen der Sozialen Arbeit, Beratung und Recht, mit staatlicher Anerkennung.',
    campuses: ['Berlin', 'Köln', 'München'],
  },
  {
    name: GM,
    studyModel: 'DMS',
    units: ['ds', 'fs'],
    description:
      'Management von Einrichtungen im Gesundheitswesen: Qualität, Finanzierung und Personalführung.',
    campuses: ['Hamburg', 'Köln', 'Stuttgart', 'München'],
  },
  {
    name: MKT,
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description: 'Markenführung, Content, Social Media und Web-Analytics für Unternehmen jeder Größe.',
    campuses: ['Berlin', 'Köln', 'München'],
  },
];

const INTAKES = [
  { date: '2027-04-01', label: 'Sommersemester 2027' },
  { date: '2027-10-01', label: 'Wintersemester 2027/28' },
  { date: '2028-04-01', label: 'Sommersemester 2028' },
];

/**
 * A short-notice start on the first of the month after next, so that demos (and the end-to-end journey) can
 * hand in contract documents, which are accepted from 3 months before the study start.
 */
function shortNoticeIntake(today = new Date()): { date: string; label: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1));
  const month = start.toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return { date: start.toISOString().slice(0, 10), label: `Quereinstieg ${month}` };
}

export function intakesToSeed(): { date: string; label: string }[] {
  const soon = shortNoticeIntake();
  return INTAKES.some((i) => i.date === soon.date) ? INTAKES : [soon, ...INTAKES];
}
