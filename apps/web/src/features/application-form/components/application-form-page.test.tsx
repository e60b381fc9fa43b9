import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/mock-fetch';
import { ApplicationFormPage } from './application-form-page';
import { campusesForCourse, coursesForUnit } from './catalogue-filters';

const BERLIN = '11111111-1111-4111-8111-111111111111';
const HAMBURG = '22222222-2222-4222-8222-222222222222';
const WI = '33333333-3333-4333-8333-333333333333';
const PSY = '44444444-4444-4444-8444-444444444444';
const INTAKE = '55555555-5555-4555-8555-555555555555';

const campus = (id: string, name: string) => ({
  id,
  name,
  city: name,
  street: 'Hauptstraße 1',
  postalCode: '10115',
  phone: '+49 30 1234',
  email: 'campus@example.org',
  imagePath: null,
});
const campuses = [campus(BERLIN, 'Berlin'), campus(HAMBURG, 'Hamburg')];
const courses = [
  {
    id: WI,
    name: 'Wirtschaftsinformatik',
    studyModel: 'DS',
    units: ['ds', 'fs'],
    description: null,
    campusIds: [BERLIN],
  },
  {
    id: PSY,
    name: 'Wirtschaftspsychologie',
    studyModel: 'DMS',
    units: ['ds'],
    description: null,
    campusIds: [BERLIN, HAMBURG],
  },
];
const intakes = [{ id: INTAKE, date: '2027-10-01', label: 'Wintersemester 2027/28' }];

function catalogueRoutes(extra: Parameters<typeof installFetch>[0] = {}) {
  return installFetch({
    'GET /application-service/v1/campuses': json(200, campuses),
    'GET /application-service/v1/courses': json(200, courses),
    'GET /application-service/v1/intakes': json(200, intakes),
    ...extra,
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/bewerbung', Component: ApplicationFormPage },
      { path: '/ds', Component: () => <h1>Portal</h1> },
    ],
    { initialEntries: ['/bewerbung'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillValidForm() {
  fireEvent.click(await screen.findByRole('radio', { name: /Dualstudium/ }));
  fireEvent.click(screen.getByRole('radio', { name: /Wirtschaftspsychologie/ }));
  fireEvent.click(await screen.findByRole('radio', { name: /Hamburg/ }));
  fireEvent.change(screen.getByLabelText(/Studienstart/), { target: { value: '0' } });
  fireEvent.change(screen.getByLabelText(/Vorname/), { target: { value: 'Mia' } });
  fireEvent.change(screen.getByLabelText(/Nachname/), { target: { value: 'Muster' } });
  fireEvent.change(screen.getByLabelText(/E-Mail-Adresse/), { target: { value: 'Mia@Example.org' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=x';
});

describe('catalogue filters', () => {
  it('offers only the courses of the unit and the campuses of the course', () => {
    expect(coursesForUnit(courses as never, 'fs').map((c) => c.name)).toEqual(['Wirtschaftsinformatik']);
    expect(coursesForUnit(courses as never, null)).toEqual([]);
    expect(campusesForCourse(campuses, courses[0] as never).map((c) => c.name)).toEqual(['Berlin']);
    expect(campusesForCourse(campuses, undefined)).toEqual([]);
  });
});

describe('application form', () => {
  it('filters courses by unit and campuses by course', async () => {
    catalogueRoutes();
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Fernstudium/ }));
    expect(screen.getByRole('radio', { name: /Wirtschaftsinformatik/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Wirtschaftspsychologie/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Wirtschaftsinformatik/ }));
    expect(await screen.findByRole('radio', { name: /Berlin/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Hamburg/ })).toBeNull();
  });

  it('shows translated validation messages and sends nothing while the form is invalid', async () => {
    const fetch = catalogueRoutes();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Bewerbung absenden/ }));
    expect(await screen.findByText('Bitte fülle alle erforderlichen Felder korrekt aus!')).toBeTruthy();
    expect(screen.getByText('Muss bestätigt werden.')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(fetch.callsTo('POST', '/application-service/v1/applications')).toHaveLength(0);
  });

  it('sends the application and shows the success page with the e-mail', async () => {
    const fetch = catalogueRoutes({
      'POST /application-service/v1/applications': json(201, {
        id: '66666666-6666-4666-8666-666666666666',
        email: 'mia@example.org',
      }),
    });
    renderPage();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: /Bewerbung absenden/ }));
    expect(await screen.findByText('Deine Bewerbung ist da!')).toBeTruthy();
    expect(screen.getByText('mia@example.org')).toBeTruthy();
    const calls = fetch.callsTo('POST', '/application-service/v1/applications');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      unit: 'ds',
      courseId: PSY,
      campusId: HAMBURG,
      intakeId: INTAKE,
      firstName: 'Mia',
      lastName: 'Muster',
      email: 'mia@example.org',
      privacyConsent: true,
    });
  });

  it('shows a duplicate application prominently with a link to sign in, keeping the input', async () => {
    catalogueRoutes({
      'POST /application-service/v1/applications': json(409, {
        code: 2302,
        message: 'Für diese E-Mail-Adresse gibt es bereits eine Bewerbung.',
      }),
    });
    const router = renderPage();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: /Bewerbung absenden/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Du hast dich für diesen Studiengang bereits beworben.')).toBeTruthy();
    expect((screen.getByLabelText(/Vorname/) as HTMLInputElement).value).toBe('Mia');
    fireEvent.click(within(alert).getByRole('link', { name: /Zur Anmeldung/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ds'));
  });

  it('puts server field errors on the matching field', async () => {
    catalogueRoutes({
      'POST /application-service/v1/applications': json(422, {
        code: 2301,
        message: 'Unprocessable',
        errors: [{ field: 'campusId', rule: 'course_not_at_campus', params: {}, message: 'x' }],
      }),
    });
    renderPage();
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: /Bewerbung absenden/ }));
    expect(
      await screen.findByText('Dieser Studiengang wird am gewählten Campus nicht angeboten.'),
    ).toBeTruthy();
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    installFetch({ 'GET /application-service/v1/campuses': json(500, {}) });
    renderPage();
    expect(
      await screen.findByText('Das Studienangebot konnte nicht geladen werden.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
