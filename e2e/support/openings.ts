/**
 * Real job openings and matches for the self-matching specs, made through the same API calls the portals make:
 * the owner publishes an opening (`POST /b2b/v1/companies/{companyId}/job-openings` with `action: 'publish'`),
 * the company answers an applicant through its applicant actions, the applicant through the self-matching actions.
 * Nothing is answered inside the browser; the reads the screens make go to the real server.
 */
import { expect, type Page } from '@playwright/test';
import { apiHeaders } from './companies';

export interface CatalogueIds {
  courseId: string;
  campusId: string;
}

/** The ids of `courseName` at `campusCity` in the public catalogue (the one the application form reads). */
export async function catalogueIds(
  page: Page,
  courseName: string,
  campusCity = 'Berlin',
): Promise<CatalogueIds> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`/application-service/v1/${path}`);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const campuses = await read<{ id: string; city: string }[]>('campuses');
  const courses = await read<{ id: string; name: string; campusIds: string[] }[]>('courses');
  const campus = campuses.find((c) => c.city === campusCity);
  const course = courses.find((c) => c.name === courseName && campus && c.campusIds.includes(campus.id));
  expect(campus && course, `${courseName} in ${campusCity}`).toBeTruthy();
  return { courseId: course!.id, campusId: campus!.id };
}

export interface OpeningInput extends CatalogueIds {
  title: string;
  startDate: string;
  studyModel?: 'DS' | 'DMS';
  workModel?: 'onsite' | 'hybrid' | 'remote';
  placeOfTraining?: string;
  placeOfTrainingPostalCode?: string;
  requiredCount?: number;
  tasks?: string;
  benefits?: string;
  extraPayment?: string;
  offerDescription?: string;
  teamSize?: number;
  skills?: string[];
}

/** Publishes an opening as the signed-in owner (`page`) of `companyId`; returns its id. */
export async function publishOpening(page: Page, companyId: string, input: OpeningInput): Promise<string> {
  const response = await page.request.post(`/b2b/v1/companies/${companyId}/job-openings`, {
    headers: await apiHeaders(page),
    data: {
      studyModel: 'DS',
      workModel: 'onsite',
      placeOfTraining: 'Berlin',
      placeOfTrainingPostalCode: '10115',
      requiredCount: 1,
      tasks:
        'Du arbeitest in einem Projektteam mit, übernimmst eigene Aufgaben und lernst alle Abteilungen kennen.',
      ...input,
      action: 'publish',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const opening = (await response.json()) as { id: string; status: string };
  expect(opening.status).not.toBe('draft');
  return opening.id;
}

/** Where the applicant lives and how far she would travel, as the address and distance steps store them. */
export async function setHome(page: Page, postalCode: string, maxDistanceKm = 15): Promise<void> {
  const saved = await page.request.patch('/v1/account', {
    headers: await apiHeaders(page),
    data: {
      shippingStreet: 'Testweg 1',
      shippingPostalCode: postalCode,
      shippingCity: 'Berlin',
      practicePartnerMaxDistance: maxDistanceKm,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A self-matching action of the applicant (`express-interest`, `favorite`, `interview-date`, `accept-offer`, …). */
export async function applicantAction(
  page: Page,
  jobId: string,
  action: string,
  data?: Record<string, unknown>,
): Promise<void> {
  const response = await page.request.post(`/v1/job-openings/${jobId}/${action}`, {
    headers: await apiHeaders(page),
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${action}: ${await response.text()}`).toBe(200);
}

/** An action of the company on the applicant (`express-interest`, `arrange-interview`, `accept`, `reject`). */
export async function companyAction(
  page: Page,
  companyId: string,
  jobId: string,
  applicantId: string,
  action: string,
  data?: Record<string, unknown>,
): Promise<void> {
  const response = await page.request.post(
    `/b2b/v1/companies/${companyId}/job-openings/${jobId}/applicants/${applicantId}/${action}`,
    { headers: await apiHeaders(page), ...(data ? { data } : {}) },
  );
  expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
}

/** An ISO date-time `days` from now at `hour`:00 Berlin winter time (UTC+1). */
export function dayAt(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour - 1, 0, 0, 0);
  return date.toISOString();
}
