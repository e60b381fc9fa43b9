import { z } from 'zod';
import { defineRoute } from '../http';
import { CompanyResponseFigures } from './applicant-job-openings';

export const CompanyResponseFiguresParams = z.object({ companyId: z.uuid() });

/**
 * How quickly the company answers applicants (decision 169): the figures applicants see on its openings, shown to
 * every accepted member on the company's own portrait tab.
 */
export const getCompanyResponseFigures = defineRoute({
  method: 'GET',
  path: '/b2b/v1/companies/{companyId}/response-figures',
  summary: "The company's response rate and median response time",
  params: CompanyResponseFiguresParams,
  response: CompanyResponseFigures,
});

/** The figures stay null until the company had at least this many applicant moves to answer (decision 169). */
export const RESPONSE_FIGURES_MIN_MOVES = 3;
/** Only applicant moves of this many recent months count. */
export const RESPONSE_FIGURES_MONTHS = 12;
/** A move still waiting for the company counts (as unanswered) once it is this many days old. */
export const RESPONSE_FIGURES_PENDING_DAYS = 7;
