import { defineRoute } from '../http';
import {
  ScheduleTrialDayBody,
  CompanyApplicantParams,
  CompanyMatchActionResponse,
} from './company-applicant';

/**
 * Invites the applicant to a trial day after the interview (event `trial_day_scheduled`). Permission `edit job openings`
 * (decision 156); a status that does not allow it answers 409 2700 and changes nothing.
 */
export const scheduleTrialDay = defineRoute({
  method: 'POST',
  path: '/b2b/v1/companies/{companyId}/job-openings/{jobId}/applicants/{applicantId}/schedule-trial-day',
  summary: 'Schedule a trial day',
  params: CompanyApplicantParams,
  body: ScheduleTrialDayBody,
  response: CompanyMatchActionResponse,
});
