/**
 * Self-matching in the browser before the applicant's reads exist on this branch (decision 148): the GET calls of
 * `/v1/job-openings…`, `/v1/invitations` and `/v1/applications` (helper B's, merged separately) are answered here
 * from real openings of the run's database (the advisor's list of open openings gives their ids and facts), while
 * every action (`POST /v1/job-openings/{id}/…`) goes to the real server; its answer updates the state the reads
 * show, as the real reads would. Once the reads are merged, specs drop `simulateSelfMatchingReads`.
 */
import type { Page, Route } from '@playwright/test';

export interface OpeningFacts {
  id: string;
  title: string;
  companyName: string;
  city: string | null;
  course: { id: string; name: string } | null;
  campus: { id: string; name: string; city: string } | null;
  startDate: string | null;
  openPositions: number;
  workModel: 'onsite' | 'hybrid' | 'remote' | null;
  studyModel: 'DS' | 'DMS' | null;
}

type Offer =
  | 'recommended'
  | 'interestExpressed'
  | 'partnerInterested'
  | 'partnerAgreed'
  | 'companyAccepted'
  | 'positionClosed'
  | 'jobOpeningExpired'
  | 'declined';

export interface SimulatedMatch {
  status: string;
  offerStatus: Offer;
  cancellationReason: string | null;
  source: 'company' | 'applicant' | 'study_advisor';
  favorite: boolean;
  allowedEvents: string[];
  interviewAt: string | null;
  interviewDateSuggestions?: string[];
  feedbackText?: string | null;
  advisorNote?: string | null;
  history?: Array<{ event: string; at: string; by: string }>;
}

export interface SimulatedState {
  openings: OpeningFacts[];
  matches: Map<string, SimulatedMatch>;
  unread: number;
}

/** The advisor's open openings (real ids of the run's database), read with the advisor's token. */
export async function openOpenings(advisorPage: Page): Promise<OpeningFacts[]> {
  const token = await advisorPage.evaluate(() => localStorage.getItem('auth-token'));
  const response = await advisorPage.request.get('/v1/advisor/job-openings', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`advisor openings: ${response.status()}`);
  return (await response.json()) as OpeningFacts[];
}

const REASONS = (opening: OpeningFacts, index: number) => [
  ...(opening.course ? [{ kind: 'course', fits: true, values: { course: opening.course.name } }] : []),
  { kind: 'distance', fits: 4 + index * 3 <= 15, values: { distanceKm: 4 + index * 3, maxKm: 15 } },
  ...(opening.startDate ? [{ kind: 'intake', fits: true, values: { startDate: opening.startDate } }] : []),
  ...(opening.workModel
    ? [{ kind: 'workModel', fits: index !== 1, values: { workModel: opening.workModel } }]
    : []),
  { kind: 'germanLevel', fits: true, values: {} },
];

function card(state: SimulatedState, opening: OpeningFacts, index: number) {
  const match = state.matches.get(opening.id);
  return {
    id: opening.id,
    title: opening.title,
    companyId: '00000000-0000-4000-8000-00000000000c',
    companyName: opening.companyName,
    companyLogoUrl: null,
    course: opening.course,
    campus: opening.campus,
    startDate: opening.startDate,
    studyModel: opening.studyModel,
    workModel: opening.workModel,
    placeOfTraining: opening.city,
    distanceKm: 4 + index * 3,
    openPositions: opening.openPositions,
    skills: ['Teamfähigkeit', 'MS Office'],
    publishedAt: new Date(Date.now() - (index + 1) * 86_400_000).toISOString(),
    score: 90 - index * 7,
    reasons: REASONS(opening, index),
    match: match
      ? {
          status: match.status,
          offerStatus: match.offerStatus,
          cancellationReason: match.cancellationReason,
          source: match.source,
          favorite: match.favorite,
        }
      : null,
  };
}

function detail(state: SimulatedState, opening: OpeningFacts, index: number) {
  const match = state.matches.get(opening.id);
  return {
    ...card(state, opening, index),
    tasks:
      'Du arbeitest in einem Projektteam mit, übernimmst eigene Aufgaben und lernst alle Abteilungen kennen.',
    teamSize: 8,
    benefits: '30 Tage Urlaub, Deutschlandticket, eigenes Notebook',
    extraPayment: 'Übernahme der Studiengebühren und 1.200 € Vergütung im ersten Jahr',
    practicePlace: opening.city,
    offerDescription: 'Ein duales Studium mit echter Verantwortung vom ersten Tag an.',
    offerUrl: null,
    requiredCount: Math.max(opening.openPositions, 1),
    requiredLanguages: [{ code: 'en', level: 4 }],
    maxGradeAverage: 2.5,
    drivingLicenseRequired: false,
    company: {
      id: '00000000-0000-4000-8000-00000000000c',
      name: opening.companyName,
      logoUrl: null,
      description:
        'Ein Partnerunternehmen der Hochschule mit langjähriger Erfahrung in der dualen Ausbildung.',
      website: null,
      response: { responseRate: 92, medianResponseHours: 30, basedOn: 24 },
    },
    matchDetail: match
      ? {
          interviewDateSuggestions: match.interviewDateSuggestions ?? [],
          interviewAt: match.interviewAt,
          interviewDetails: match.interviewAt ? 'Videogespräch, der Link kommt per E-Mail.' : null,
          trialDayAt: null,
          feedbackText: match.feedbackText ?? null,
          advisorNote: match.advisorNote ?? null,
          allowedEvents: match.allowedEvents,
          history: match.history ?? [],
        }
      : null,
  };
}

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers the reads from `state` and passes the actions to the server, recording their answers in `state`. */
export async function simulateSelfMatchingReads(page: Page, state: SimulatedState): Promise<void> {
  const paged = (items: unknown[]) => ({ items, total: items.length, page: 1, perPage: 20 });
  const cards = () => state.openings.map((opening, index) => card(state, opening, index));
  const active = (status: string) => !['cancelled', 'offer_accepted'].includes(status);

  await page.route(/\/v1\/(job-openings|invitations|applications)(\/|\?|$)/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'POST') {
      const response = await route.fetch();
      const body = (await response.json().catch(() => null)) as {
        jobOpeningId?: string;
        match?: Omit<SimulatedMatch, 'allowedEvents' | 'interviewAt'> | null;
        allowedEvents?: string[];
        interviewAt?: string | null;
      } | null;
      if (response.ok() && body?.jobOpeningId) {
        const before = state.matches.get(body.jobOpeningId);
        if (body.match) {
          state.matches.set(body.jobOpeningId, {
            ...before,
            ...body.match,
            allowedEvents: body.allowedEvents ?? [],
            interviewAt: body.interviewAt ?? null,
          });
        } else {
          state.matches.delete(body.jobOpeningId);
        }
      }
      await route.fulfill({ response });
      return;
    }
    const path = url.pathname;
    if (path === '/v1/job-openings') {
      const all = cards();
      return json(route, {
        recommended: all.filter((c) => !c.match || c.match.status === 'awaiting_any_interest').slice(0, 3),
        counts: {
          recommended: all.filter((c) => !c.match || c.match.status === 'awaiting_any_interest').length,
          invitations: all.filter((c) => c.match?.status === 'awaiting_applicant_interest').length,
          applications: all.filter(
            (c) =>
              c.match &&
              c.match.status !== 'awaiting_any_interest' &&
              c.match.status !== 'awaiting_applicant_interest',
          ).length,
          favorites: all.filter((c) => c.match?.favorite).length,
        },
        unread: state.unread,
      });
    }
    if (path === '/v1/job-openings/related') {
      return json(
        route,
        paged(cards().filter((c) => !c.match || c.match.status === 'awaiting_any_interest')),
      );
    }
    if (path === '/v1/job-openings/filtered') {
      const courses = url.searchParams.get('courses')?.split(',') ?? [];
      return json(
        route,
        paged(cards().filter((c) => !courses.length || (c.course && courses.includes(c.course.id)))),
      );
    }
    if (path === '/v1/job-openings/filter-options') {
      const unique = <T extends { id: string }>(items: Array<T | null>) => [
        ...new Map(items.filter((i): i is T => !!i).map((i) => [i.id, i])).values(),
      ];
      return json(route, {
        courses: unique(state.openings.map((o) => o.course)),
        campuses: unique(state.openings.map((o) => o.campus)),
        intakes: [...new Set(state.openings.map((o) => o.startDate).filter(Boolean))].sort(),
      });
    }
    if (path === '/v1/job-openings/interacted')
      return json(
        route,
        cards().filter((c) => c.match),
      );
    if (path === '/v1/invitations') {
      return json(
        route,
        cards().filter((c) => c.match?.status === 'awaiting_applicant_interest'),
      );
    }
    if (path === '/v1/applications') {
      return json(
        route,
        cards()
          .filter(
            (c) =>
              c.match && !['awaiting_any_interest', 'awaiting_applicant_interest'].includes(c.match.status),
          )
          .sort((a, b) => Number(active(b.match!.status)) - Number(active(a.match!.status))),
      );
    }
    const id = /^\/v1\/job-openings\/([0-9a-f-]{36})$/.exec(path)?.[1];
    const index = state.openings.findIndex((opening) => opening.id === id);
    if (index >= 0) return json(route, detail(state, state.openings[index]!, index));
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 2412, message: 'Diese Stelle gibt es nicht.', errors: [] }),
    });
  });
}
