/**
 * The applicant's reads of job openings besides the ranked lists (decision 138): the self-matching overview,
 * the openings they interacted with, one opening in detail, their invitations and their applications.
 */
import { z } from 'zod';
import { IsoDateTime } from '../common';
import { LanguageSkill } from '../account/account';
import { defineRoute } from '../http';
import { MatchEvent } from './match-state-machine';
import { JobOpeningCard } from './recommendation';

export const JobOpeningIdParams = z.object({ id: z.uuid() });

/** How quickly a company answers (decision 169): from its matches' history, null until enough data. */
export const CompanyResponseFigures = z.object({
  /** Share of applicant moves that wait for the company (interest, the applicant's acceptance) it answered, 0–100. */
  responseRate: z.number().nullable(),
  /** Median time from an applicant's move to the company's answer, in hours. */
  medianResponseHours: z.number().nullable(),
  /** How many applicant moves the figures rest on. */
  basedOn: z.number().int(),
});
export type CompanyResponseFigures = z.infer<typeof CompanyResponseFigures>;

/** The self-matching overview in one call: the best few recommendations and the count of each section. */
export const JobOpeningOverview = z.object({
  recommended: z.array(JobOpeningCard),
  counts: z.object({
    recommended: z.number().int(),
    invitations: z.number().int(),
    applications: z.number().int(),
    favorites: z.number().int(),
  }),
  /** Openings published since the applicant last visited self-matching (`unreadJobOpenings` flag). */
  unread: z.number().int(),
});
export type JobOpeningOverview = z.infer<typeof JobOpeningOverview>;

/** One opening with everything the details page shows, including the applicant's match, if any. */
export const JobOpeningDetail = JobOpeningCard.extend({
  tasks: z.string().nullable(),
  teamSize: z.number().int().nullable(),
  benefits: z.string().nullable(),
  extraPayment: z.string().nullable(),
  practicePlace: z.string().nullable(),
  offerDescription: z.string().nullable(),
  offerUrl: z.string().nullable(),
  requiredCount: z.number().int(),
  requiredLanguages: z.array(LanguageSkill),
  maxGradeAverage: z.number().nullable(),
  drivingLicenseRequired: z.boolean(),
  company: z.object({
    id: z.uuid(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    response: CompanyResponseFigures,
  }),
  /** The match's details the applicant may see; null without a match. */
  matchDetail: z
    .object({
      interviewDateSuggestions: z.array(IsoDateTime),
      interviewAt: IsoDateTime.nullable(),
      interviewDetails: z.string().nullable(),
      trialDayAt: IsoDateTime.nullable(),
      /** The company's words when it declined (shown kindly). */
      feedbackText: z.string().nullable(),
      advisorNote: z.string().nullable(),
      /** What the applicant can do now (`allowedMatchEvents(status, 'applicant')`). */
      allowedEvents: z.array(MatchEvent),
      history: z.array(
        z.object({
          event: MatchEvent,
          at: IsoDateTime,
          by: z.enum(['applicant', 'company', 'study_advisor', 'system']),
        }),
      ),
    })
    .nullable(),
});
export type JobOpeningDetail = z.infer<typeof JobOpeningDetail>;

export const getJobOpeningOverview = defineRoute({
  method: 'GET',
  path: '/v1/job-openings',
  summary: 'Self-matching overview',
  response: JobOpeningOverview,
});

/** Every opening the applicant acted on (interest, no, favourite) or was invited to, newest activity first. */
export const listInteractedJobOpenings = defineRoute({
  method: 'GET',
  path: '/v1/job-openings/interacted',
  summary: 'Job openings the applicant interacted with',
  response: z.array(JobOpeningCard),
});

/** One open opening (or one the applicant has a match with); 404 otherwise. */
export const getJobOpening = defineRoute({
  method: 'GET',
  path: '/v1/job-openings/{id}',
  summary: 'One job opening',
  params: JobOpeningIdParams,
  response: JobOpeningDetail,
});

/** Openings where the company (or the study advisor) asked the applicant and the applicant has not answered. */
export const listInvitations = defineRoute({
  method: 'GET',
  path: '/v1/invitations',
  summary: "The applicant's invitations",
  response: z.array(JobOpeningCard),
});

/** Openings the applicant expressed interest in, with their status (active first, then ended). */
export const listApplications = defineRoute({
  method: 'GET',
  path: '/v1/applications',
  summary: "The applicant's applications",
  response: z.array(JobOpeningCard),
});
