/**
 * What a recommendation carries (decision 139): a score and the reasons shown to the user ("why this fits"),
 * each a fact the screen words in its language. Shared by the applicant's openings and the company's applicants.
 */
import { z } from 'zod';
import { IsoDate } from '../common';
import { ApplicationStatus, CancellationReason, MatchSource, StudyModel, WorkModel } from '../enums';
import { LanguageSkill } from '../account/account';
import { ApplicantListStatus, ApplicantOfferStatus } from './match-status-views';

export const FitReasonKind = z.enum([
  'course',
  'intake',
  'campus',
  'distance',
  'grade',
  'languages',
  'germanLevel',
  'drivingLicense',
  'workModel',
  'advisorSuggested',
]);
export type FitReasonKind = z.infer<typeof FitReasonKind>;

/**
 * One reason: `fits` true is shown as a plus, false as a gap (e.g. a language level below the one asked for).
 * `values` holds what the wording needs (e.g. `{ distanceKm: 7, maxKm: 15 }`, `{ code: 'en', level: 4 }`).
 */
export const FitReason = z.object({
  kind: FitReasonKind,
  fits: z.boolean(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});
export type FitReason = z.infer<typeof FitReason>;

/** 1-based page query, 20 per page unless said otherwise. */
export const PageQuery = z.strictObject({
  page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });

export const CatalogueRef = z.object({ id: z.uuid(), name: z.string() });
export const CampusRef = z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() });

/** The applicant's own relation to an opening, when a match exists. */
export const ApplicantMatchState = z.object({
  status: ApplicationStatus,
  offerStatus: ApplicantOfferStatus,
  cancellationReason: CancellationReason.nullable(),
  source: MatchSource,
  favorite: z.boolean(),
});
export type ApplicantMatchState = z.infer<typeof ApplicantMatchState>;

/** An opening as applicants see it in lists (self-matching overview, related, filtered, interacted). */
export const JobOpeningCard = z.object({
  id: z.uuid(),
  title: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  /** The company's logo (portrait), if it has one. */
  companyLogoUrl: z.string().nullable(),
  course: CatalogueRef.nullable(),
  campus: CampusRef.nullable(),
  startDate: IsoDate.nullable(),
  studyModel: StudyModel.nullable(),
  workModel: WorkModel.nullable(),
  placeOfTraining: z.string().nullable(),
  /** Straight-line distance from the applicant's postal code, rounded to whole km; null when unknown. */
  distanceKm: z.number().nullable(),
  openPositions: z.number().int(),
  skills: z.array(z.string()),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** 0–100; higher fits better. */
  score: z.number(),
  reasons: z.array(FitReason),
  match: ApplicantMatchState.nullable(),
});
export type JobOpeningCard = z.infer<typeof JobOpeningCard>;
export const JobOpeningCardPage = paged(JobOpeningCard);
export type JobOpeningCardPage = z.infer<typeof JobOpeningCardPage>;

/** Contact data of an applicant: only after mutual interest (decision 139). */
export const ApplicantContactData = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});

/**
 * An applicant as a company sees them for one opening (reco tab, search, contacted tab). Before mutual interest
 * the name is the first name and the last name's initial, and `contact` is null.
 */
export const ApplicantCard = z.object({
  accountId: z.uuid(),
  displayName: z.string(),
  course: CatalogueRef.nullable(),
  campus: CampusRef.nullable(),
  intake: IsoDate.nullable(),
  /** The town of the applicant's postal code (never the street). */
  city: z.string().nullable(),
  distanceKm: z.number().nullable(),
  gradeAverage: z.number().nullable(),
  languages: z.array(LanguageSkill),
  drivingLicense: z.boolean().nullable(),
  preferredWorkModels: z.array(WorkModel),
  score: z.number(),
  reasons: z.array(FitReason),
  match: z
    .object({
      status: ApplicationStatus,
      listStatus: ApplicantListStatus,
      cancellationReason: CancellationReason.nullable(),
      source: MatchSource,
    })
    .nullable(),
  contact: ApplicantContactData.nullable(),
});
export type ApplicantCard = z.infer<typeof ApplicantCard>;
export const ApplicantCardPage = paged(ApplicantCard);
export type ApplicantCardPage = z.infer<typeof ApplicantCardPage>;
