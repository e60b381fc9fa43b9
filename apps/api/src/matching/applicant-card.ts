/**
 * What a company sees of an applicant (decision 139), one projection for the reco tab, the search, the contacted
 * list and the applicant detail. Before mutual interest (`MUTUAL_INTEREST_STATUSES`): the first name and the last
 * name's initial, the town of the postal code and the facts the fit is made of (course, campus, intake, grade,
 * languages, driving licence, work models); never e-mail, phone, street or birthday. From mutual interest on the
 * full name and `contact`. A cancelled match shows no contact data any more.
 */
import {
  applicantListStatus,
  MUTUAL_INTEREST_STATUSES,
  type ApplicantCard,
  type ApplicationStatus,
  type CancellationReason,
  type FitAssessment,
  type LanguageSkill,
  type MatchSource,
  type WorkModel,
} from '@portal/contracts';

export interface ApplicantCardSource {
  accountId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  /** The town the applicant gave with the postal code. */
  city: string | null;
  course: { id: string; name: string } | null;
  campus: { id: string; name: string; city: string | null } | null;
  intake: string | null;
  gradeAverage: number | null;
  languageSkills: readonly LanguageSkill[];
  drivingLicense: boolean | null;
  preferredWorkModels: readonly string[];
  match: {
    status: ApplicationStatus;
    cancellationReason: CancellationReason | null;
    source: MatchSource;
    companyViewedAt: Date | null;
  } | null;
}

/** Whether the company may see the applicant's name and contact data in this match status. */
export function sharesContactData(status: ApplicationStatus | null | undefined): boolean {
  return !!status && (MUTUAL_INTEREST_STATUSES as readonly string[]).includes(status);
}

/** "Lena M." before mutual interest, "Lena Meyer" after. */
export function applicantDisplayName(
  firstName: string | null,
  lastName: string | null,
  fullName: boolean,
): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (fullName) return [first, last].filter(Boolean).join(' ');
  const initial = last ? `${Array.from(last)[0]!.toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ');
}

const WORK_MODELS: readonly string[] = ['onsite', 'hybrid', 'remote'] satisfies WorkModel[];

export function toApplicantCard(
  source: ApplicantCardSource,
  fit: Pick<FitAssessment, 'score' | 'reasons' | 'distanceKm'>,
): ApplicantCard {
  const shared = sharesContactData(source.match?.status);
  return {
    accountId: source.accountId,
    displayName: applicantDisplayName(source.firstName, source.lastName, shared),
    course: source.course,
    campus: source.campus,
    intake: source.intake,
    city: source.city,
    distanceKm: fit.distanceKm,
    gradeAverage: source.gradeAverage,
    languages: [...source.languageSkills],
    drivingLicense: source.drivingLicense,
    preferredWorkModels: source.preferredWorkModels.filter((model): model is WorkModel =>
      WORK_MODELS.includes(model),
    ),
    score: fit.score,
    reasons: fit.reasons,
    match: source.match
      ? {
          status: source.match.status,
          listStatus: applicantListStatus(source.match.status, source.match.companyViewedAt !== null),
          cancellationReason: source.match.cancellationReason,
          source: source.match.source,
        }
      : null,
    contact: shared
      ? {
          firstName: source.firstName,
          lastName: source.lastName,
          email: source.email,
          phone: source.phone,
        }
      : null,
  };
}
