/**
 * `GET /b2b/v1/companies/{companyId}/match-todos` (decision 140): the matches where it is the company's move,
 * oldest first, with what is to be done; nothing of other companies; owners and holders of `edit job openings`
 * only (the full matrix is in `authorization/company-permission-matrix.routes.test.ts`).
 */
import type { MatchTodos } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchActions, matchingCompany, publishedOpening, silentFor } from '../../testing/matching';
import { testPeople } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let people: ReturnType<typeof testPeople>;

beforeAll(async () => {
  t = await startTestApp();
  people = testPeople(t);
});
afterAll(async () => {
  await people?.cleanup();
  await t?.close();
});

describe('GET /b2b/v1/companies/{companyId}/match-todos', () => {
  it('lists what waits for the company, oldest first, and nothing else', async () => {
    const company = await matchingCompany(people, 'Elbufer Maschinenbau GmbH');
    const opening = await publishedOpening(t, company.owner.companyId, {
      title: 'Duales Studium Maschinenbau',
    });
    const apply = matchActions(t, opening, company.owner);
    const [interested, mutual, proposed, interviewed, committed, recommended] = await Promise.all(
      ['Ida', 'Ben', 'Cem', 'Dana', 'Emil', 'Finn'].map((firstName) => people.applicant({ firstName })),
    );
    await apply(interested!, 'applicant_interested', 'applicant');
    await apply(mutual!, 'applicant_interested', 'applicant');
    await apply(mutual!, 'company_interested', 'company');
    await apply(proposed!, 'company_interested', 'company');
    await apply(proposed!, 'applicant_interested', 'applicant');
    await apply(proposed!, 'interview_proposed', 'company', {
      interviewDateSuggestions: ['2027-02-01T09:00:00Z'],
    });
    for (const person of [interviewed!, committed!]) {
      await apply(person, 'applicant_interested', 'applicant');
      await apply(person, 'company_interested', 'company');
      await apply(person, 'interview_proposed', 'company', {
        interviewDateSuggestions: ['2027-02-02T09:00:00Z'],
      });
      await apply(person, 'interview_date_chosen', 'applicant', {
        interviewAt: new Date('2027-02-02T09:00:00Z'),
      });
    }
    const { transition } = await apply(committed!, 'applicant_accepted', 'applicant');
    // The company only recommended Finn (waits for Finn), so it is not the company's move.
    await apply(recommended!, 'company_interested', 'company');
    await silentFor(t, transition.match.id, 2);

    // Another company's waiting match never shows.
    const other = await matchingCompany(people);
    const otherOpening = await publishedOpening(t, other.owner.companyId);
    await matchActions(t, otherOpening, other.owner)(interested!, 'applicant_interested', 'applicant');

    const response = await company.owner.client.get<MatchTodos>(
      `/b2b/v1/companies/${company.owner.companyId}/match-todos`,
    );
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(4);
    expect(response.body.entries.map((entry) => [entry.applicantFirstName, entry.kind])).toEqual([
      ['Emil', 'confirm_commitment'],
      ['Ida', 'answer_interest'],
      ['Ben', 'propose_interview'],
      ['Dana', 'decide_offer'],
    ]);
    expect(response.body.entries[1]).toMatchObject({
      jobOpeningId: opening,
      jobOpeningTitle: 'Duales Studium Maschinenbau',
      accountId: interested!.accountId,
    });

    // The editor may read it; an employee without `edit job openings`, the other company and anonymous may not.
    const path = `/b2b/v1/companies/${company.owner.companyId}/match-todos`;
    expect((await company.editor.client.get(path)).status).toBe(200);
    expect((await company.viewer.client.get(path)).status).toBe(403);
    expect((await other.owner.client.get(path)).status).toBe(403);
    expect((await interested!.client.get(path)).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await company.owner.client.get('/b2b/v1/companies/not-a-uuid/match-todos')).status).toBe(400);
  });
});
