/**
 * The distance-study path in the advisor API (decision 078): an fs applicant's step 5 is "complete the
 * application" (motivation text and CV), not the practice-partner search, in the workspace's progress and in the
 * interview confirmation's notification and mail. People are created by the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import { mailsTo } from '../../testing/api-helpers';
import { testPeople, type TestAdvisor } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;
let advisor: TestAdvisor;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
  advisor = await people.advisor({ firstName: 'Frieda', lastName: 'Fernberg' });
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

type Progress = { steps: { id: string; status: string; missing: string[] }[]; contracts: { status: string } };

describe('the fs path in the advisor workspace', () => {
  it('shows step 5 of an fs applicant as completing the application, with what is missing', async () => {
    const applicant = await people.applicant({
      firstName: 'Fenja',
      unit: { unit: 'fs', advisor, stage: 'Examined Application', participateAdvisorInterviewOn: new Date() },
      infoSessionConfirmedBy: advisor,
    });
    const detail = await advisor.client.get<{ progress: Progress }>(
      `/v1/advisor/applicants/${applicant.accountId}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.progress.steps.map((s) => s.id)).toEqual([
      'personal_data',
      'skills',
      'info_session',
      'interview',
      'application_completion',
    ]);
    expect(detail.body.progress.steps[4]).toMatchObject({ missing: ['motivationText', 'document:CV'] });
    expect(detail.body.progress.contracts.status).toBe('locked');

    const saved = await applicant.client.json('PATCH', '/v1/account', {
      motivationText: 'Ich möchte neben dem Beruf studieren und mich weiterentwickeln.',
    });
    expect(saved.status).toBe(200);
    const after = await advisor.client.get<{ progress: Progress }>(
      `/v1/advisor/applicants/${applicant.accountId}`,
    );
    expect(after.body.progress.steps[4]!.missing).toEqual(['document:CV']);
  });

  it('a ds applicant keeps the practice-partner search', async () => {
    const applicant = await people.applicant({ firstName: 'Dana', unit: { unit: 'ds', advisor } });
    const detail = await advisor.client.get<{ progress: Progress }>(
      `/v1/advisor/applicants/${applicant.accountId}`,
    );
    expect(detail.body.progress.steps[4]!.id).toBe('practice_partner_search');
  });
});

describe('the interview confirmation of an fs applicant', () => {
  it('tells her to complete the application in /fs, not to search a practice partner', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const applicant = await people.applicant({
      firstName: 'Flora',
      unit: { unit: 'fs', advisor, stage: 'Advisory Interview', interviewScheduledAt: yesterday },
      infoSessionConfirmedBy: advisor,
    });
    const response = await advisor.client.json(
      'POST',
      `/v1/advisor/applicants/${applicant.accountId}/interview/confirm`,
      {},
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const [notification] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, applicant.accountId),
          eq(notifications.kind, 'path.interview_confirmed'),
        ),
      );
    expect(notification).toMatchObject({ link: '/fs/application/search' });
    expect(notification!.body).toContain('Jetzt kannst du deine Bewerbung abschließen.');

    const mail = (await mailsTo(t, applicant.email)).find(
      (m) => m.subject === 'Dein Beratungsgespräch ist bestätigt',
    );
    expect(mail!.text).toContain('Jetzt schließt du deine Bewerbung ab');
    expect(mail!.text).not.toMatch(/Praxispartner/);
    expect(mail!.links.portal).toBe(`${t.baseUrl}/fs/application/search`);
  });
});
