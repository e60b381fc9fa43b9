import { describe, expect, it } from 'vitest';
import { ApplicationStatus } from '../enums';
import { allowedMatchEvents, MatchEvent, matchSideToAct, matchTransition } from './match-state-machine';
import type { ApplicationStatus as Status } from '../enums';
import { applicantListStatus, applicantOfferStatus } from './match-status-views';
import { deriveJobOpeningStatus, openPositions } from './job-opening-status';

/** Every allowed transition, written out independently of the table (decision 138). */
const ALLOWED = `
awaiting_any_interest            advisor_suggested        awaiting_any_interest
awaiting_any_interest            applicant_interested     awaiting_partner_interest
awaiting_any_interest            company_interested       awaiting_applicant_interest
awaiting_any_interest            applicant_declined       cancelled:rejected_by_applicant
awaiting_any_interest            company_rejected         cancelled:rejected_by_company
awaiting_any_interest            opening_staffed          cancelled:staffed_with_another_applicant
awaiting_any_interest            opening_closed           cancelled:job_opening_closed
awaiting_any_interest            expired                  cancelled:expired_without_answer
awaiting_partner_interest        company_interested       awaiting_interview_schedule
awaiting_partner_interest        applicant_declined       cancelled:rejected_by_applicant
awaiting_partner_interest        company_rejected         cancelled:rejected_by_company
awaiting_partner_interest        opening_staffed          cancelled:staffed_with_another_applicant
awaiting_partner_interest        opening_closed           cancelled:job_opening_closed
awaiting_partner_interest        expired                  cancelled:expired_without_answer
awaiting_applicant_interest      applicant_interested     awaiting_interview_schedule
awaiting_applicant_interest      applicant_declined       cancelled:rejected_by_applicant
awaiting_applicant_interest      company_rejected         cancelled:rejected_by_company
awaiting_applicant_interest      opening_staffed          cancelled:staffed_with_another_applicant
awaiting_applicant_interest      opening_closed           cancelled:job_opening_closed
awaiting_applicant_interest      expired                  cancelled:expired_without_answer
awaiting_interview_schedule      interview_proposed       awaiting_interview_schedule
awaiting_interview_schedule      interview_date_chosen    interview_scheduled
awaiting_interview_schedule      applicant_declined       cancelled:rejected_by_applicant
awaiting_interview_schedule      company_rejected         cancelled:rejected_by_company
awaiting_interview_schedule      opening_staffed          cancelled:staffed_with_another_applicant
awaiting_interview_schedule      opening_closed           cancelled:job_opening_closed
awaiting_interview_schedule      expired                  cancelled:expired_without_answer
interview_scheduled              interview_proposed       awaiting_interview_schedule
interview_scheduled              trial_day_scheduled      trial_day_scheduled
interview_scheduled              company_accepted         awaiting_applicant_confirmation
interview_scheduled              applicant_accepted       awaiting_partner_confirmation
interview_scheduled              applicant_declined       cancelled:rejected_by_applicant
interview_scheduled              company_rejected         cancelled:rejected_by_company
interview_scheduled              opening_staffed          cancelled:staffed_with_another_applicant
interview_scheduled              opening_closed           cancelled:job_opening_closed
interview_scheduled              expired                  cancelled:expired_without_answer
trial_day_scheduled              company_accepted         awaiting_applicant_confirmation
trial_day_scheduled              applicant_accepted       awaiting_partner_confirmation
trial_day_scheduled              applicant_declined       cancelled:rejected_by_applicant
trial_day_scheduled              company_rejected         cancelled:rejected_by_company
trial_day_scheduled              opening_staffed          cancelled:staffed_with_another_applicant
trial_day_scheduled              opening_closed           cancelled:job_opening_closed
trial_day_scheduled              expired                  cancelled:expired_without_answer
awaiting_partner_confirmation    company_accepted         offer_accepted
awaiting_partner_confirmation    applicant_declined       cancelled:rejected_by_applicant
awaiting_partner_confirmation    company_rejected         cancelled:rejected_by_company
awaiting_partner_confirmation    opening_staffed          cancelled:staffed_with_another_applicant
awaiting_partner_confirmation    opening_closed           cancelled:job_opening_closed
awaiting_partner_confirmation    expired                  cancelled:expired_without_answer
awaiting_applicant_confirmation  applicant_accepted       offer_accepted
awaiting_applicant_confirmation  applicant_rejected_offer cancelled:rejected_by_applicant
awaiting_applicant_confirmation  company_rejected         cancelled:rejected_by_company
awaiting_applicant_confirmation  opening_staffed          cancelled:staffed_with_another_applicant
awaiting_applicant_confirmation  opening_closed           cancelled:job_opening_closed
awaiting_applicant_confirmation  expired                  cancelled:expired_without_answer
`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/) as [Status, string, string]);

const expected = new Map(ALLOWED.map(([from, event, to]) => [`${from} ${event}`, to]));

describe('match state machine (decision 138)', () => {
  const pairs = ApplicationStatus.options.flatMap((status) =>
    MatchEvent.options.map((event) => [status, event] as const),
  );

  it.each(pairs)('%s × %s', (status, event) => {
    const target = matchTransition(status, event);
    const want = expected.get(`${status} ${event}`);
    if (want === undefined) {
      expect(target).toBeNull();
    } else {
      const [to, reason] = want.split(':');
      expect(target).toMatchObject({ to, ...(reason ? { reason } : {}) });
      if (!reason) expect(target?.reason).toBeUndefined();
    }
  });

  it('lists 55 allowed transitions of 140 pairs; final statuses have none', () => {
    expect(pairs).toHaveLength(140);
    expect(pairs.filter(([s, e]) => matchTransition(s, e))).toHaveLength(ALLOWED.length);
    expect(ALLOWED).toHaveLength(55);
    for (const final of ['offer_accepted', 'cancelled'] as const) {
      expect(MatchEvent.options.map((event) => matchTransition(final, event))).toEqual(
        MatchEvent.options.map(() => null),
      );
    }
  });

  it('offers each side only its own moves', () => {
    expect(allowedMatchEvents('awaiting_applicant_confirmation', 'applicant')).toEqual([
      'applicant_accepted',
      'applicant_rejected_offer',
    ]);
    expect(allowedMatchEvents('interview_scheduled', 'company')).toEqual([
      'interview_proposed',
      'trial_day_scheduled',
      'company_accepted',
      'company_rejected',
    ]);
    expect(allowedMatchEvents('awaiting_partner_interest', 'applicant')).toEqual(['applicant_declined']);
  });

  it('knows whose move it is', () => {
    expect(matchSideToAct('awaiting_partner_interest', false)).toBe('company');
    expect(matchSideToAct('awaiting_applicant_interest', false)).toBe('applicant');
    expect(matchSideToAct('awaiting_interview_schedule', false)).toBe('company');
    expect(matchSideToAct('awaiting_interview_schedule', true)).toBe('applicant');
    expect(matchSideToAct('awaiting_any_interest', false)).toBeNull();
    expect(matchSideToAct('offer_accepted', false)).toBeNull();
  });
});

describe('status views of each side', () => {
  it('maps every status for the applicant and the company', () => {
    const rows = ApplicationStatus.options.map((s) => [
      s,
      applicantOfferStatus(s, s === 'cancelled' ? 'staffed_with_another_applicant' : null),
      applicantListStatus(s, false),
    ]);
    expect(rows).toEqual([
      ['awaiting_any_interest', 'recommended', 'new'],
      ['awaiting_partner_interest', 'interestExpressed', 'PreMatch'],
      ['awaiting_applicant_interest', 'partnerInterested', 'waiting'],
      ['awaiting_interview_schedule', 'partnerAgreed', 'In Matching'],
      ['interview_scheduled', 'partnerAgreed', 'Personal Interview'],
      ['trial_day_scheduled', 'partnerAgreed', 'Trial Period'],
      ['awaiting_partner_confirmation', 'partnerAgreed', 'contract_proposal'],
      ['awaiting_applicant_confirmation', 'companyAccepted', 'offered'],
      ['offer_accepted', 'companyAccepted', 'Staffed'],
      ['cancelled', 'positionClosed', 'closed'],
    ]);
    expect(applicantListStatus('awaiting_any_interest', true)).toBe('viewed');
    expect(applicantOfferStatus('cancelled', 'rejected_by_applicant')).toBe('declined');
    expect(applicantOfferStatus('cancelled', 'expired_without_answer')).toBe('jobOpeningExpired');
    expect(applicantOfferStatus('cancelled', 'rejected_by_company')).toBe('positionClosed');
  });
});

describe('job-opening status', () => {
  const base = { published: true, closed: false, requiredCount: 2, acceptedCount: 0, activeMatchCount: 0 };
  it('derives draft, open, openWithActiveMatches, staffed and closed from the facts', () => {
    expect(deriveJobOpeningStatus({ ...base, published: false })).toBe('draft');
    expect(deriveJobOpeningStatus(base)).toBe('open');
    expect(deriveJobOpeningStatus({ ...base, activeMatchCount: 1 })).toBe('openWithActiveMatches');
    expect(deriveJobOpeningStatus({ ...base, acceptedCount: 1, activeMatchCount: 1 })).toBe(
      'openWithActiveMatches',
    );
    expect(deriveJobOpeningStatus({ ...base, acceptedCount: 2 })).toBe('staffed');
    expect(deriveJobOpeningStatus({ ...base, closed: true })).toBe('closed');
    expect(deriveJobOpeningStatus({ ...base, closed: true, acceptedCount: 2 })).toBe('staffed');
    expect(openPositions(2, 1)).toBe(1);
    expect(openPositions(1, 3)).toBe(0);
  });
});
