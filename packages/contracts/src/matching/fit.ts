/**
 * Whether and how well an applicant and a job opening fit (decision 139): the one rule both directions of the
 * recommendations use (openings for an applicant, applicants for an opening). The database narrows the candidates
 * by course, intake, readiness and distance; this function decides the rest and words nothing: it returns the
 * facts ("reasons") the screens word in the user's language.
 *
 * Hard rules (not recommended when broken): same course and intake, German at B2 or better (spec part 2 §9:
 * "German proof required: B2 or equivalent"), within the applicant's maximum distance unless the opening is
 * remote. Everything else ranks: campus, distance, grade limit, the opening's other languages, driving licence and
 * the applicant's work-model preference.
 */
import type { LanguageSkill } from '../account/account';
import type { WorkModel } from '../enums';
import type { FitReason } from './recommendation';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface ApplicantFitFacts {
  courseId: string | null;
  /** The applicant's intake (study start) as an ISO date. */
  intake: string | null;
  campusId: string | null;
  /** The centre of the applicant's postal code; null when unknown (no or foreign postal code). */
  location: GeoPoint | null;
  /** The applicant's maximum distance (5–20 km, spec part 2 §9); null: not chosen yet. */
  maxDistanceKm: number | null;
  gradeAverage: number | null;
  languageSkills: readonly LanguageSkill[];
  drivingLicense: boolean | null;
  /** Empty: no preference. */
  preferredWorkModels: readonly WorkModel[];
  /** The study advisor suggested this opening to the applicant. */
  advisorSuggested?: boolean;
}

export interface OpeningFitFacts {
  courseId: string | null;
  startDate: string | null;
  campusId: string | null;
  location: GeoPoint | null;
  maxGradeAverage: number | null;
  requiredLanguages: readonly LanguageSkill[];
  drivingLicenseRequired: boolean;
  workModel: WorkModel | null;
}

export interface FitAssessment {
  /** False when a hard rule is broken: not recommended (an existing match is still shown). */
  eligible: boolean;
  /** 0–100, higher fits better. */
  score: number;
  reasons: FitReason[];
  /** Whole kilometres between the two postal-code centres; null when one is unknown. */
  distanceKm: number | null;
}

/** German at B2 (level 4) or better, native is 7 (spec part 2 §9). */
export const GERMAN_MIN_LEVEL = 4;
/** Distance used for ranking when the applicant chose no maximum: the largest step (spec part 2 §9). */
export const DEFAULT_MAX_DISTANCE_KM = 20;

const WEIGHTS = {
  course: 25,
  intake: 15,
  campus: 10,
  distance: 20,
  grade: 10,
  languages: 10,
  drivingLicense: 5,
  workModel: 5,
} as const;

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function levelOf(skills: readonly LanguageSkill[], code: string): number | null {
  return skills.find((skill) => skill.code.toLowerCase() === code.toLowerCase())?.level ?? null;
}

export function assessFit(applicant: ApplicantFitFacts, opening: OpeningFitFacts): FitAssessment {
  const reasons: FitReason[] = [];
  let score = 0;
  let eligible = true;
  const add = (kind: FitReason['kind'], fits: boolean, points: number, values: FitReason['values'] = {}) => {
    reasons.push({ kind, fits, values });
    score += points;
  };

  if (applicant.advisorSuggested) reasons.push({ kind: 'advisorSuggested', fits: true, values: {} });

  const sameCourse = applicant.courseId !== null && applicant.courseId === opening.courseId;
  if (!sameCourse) eligible = false;
  add('course', sameCourse, sameCourse ? WEIGHTS.course : 0);

  const sameIntake = applicant.intake !== null && applicant.intake === opening.startDate;
  if (!sameIntake) eligible = false;
  add('intake', sameIntake, sameIntake ? WEIGHTS.intake : 0, { startDate: opening.startDate });

  if (opening.campusId !== null) {
    const sameCampus = applicant.campusId === opening.campusId;
    add('campus', sameCampus, sameCampus ? WEIGHTS.campus : 0);
  } else {
    score += WEIGHTS.campus / 2;
  }

  const german = levelOf(applicant.languageSkills, 'de');
  const germanFits = german !== null && german >= GERMAN_MIN_LEVEL;
  if (!germanFits) eligible = false;
  reasons.push({ kind: 'germanLevel', fits: germanFits, values: { level: german } });

  const km =
    applicant.location && opening.location
      ? Math.round(distanceKm(applicant.location, opening.location))
      : null;
  if (opening.workModel === 'remote') {
    score += WEIGHTS.distance;
  } else if (km === null) {
    score += WEIGHTS.distance / 4;
  } else {
    const maxKm = applicant.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM;
    const within = km <= maxKm;
    if (!within) eligible = false;
    add('distance', within, within ? WEIGHTS.distance * (1 - km / (maxKm + 1)) : 0, {
      distanceKm: km,
      maxKm,
    });
  }

  if (opening.maxGradeAverage !== null) {
    if (applicant.gradeAverage === null) {
      score += WEIGHTS.grade / 2;
    } else {
      const fits = applicant.gradeAverage <= opening.maxGradeAverage;
      add('grade', fits, fits ? WEIGHTS.grade : 0, {
        gradeAverage: applicant.gradeAverage,
        maxGradeAverage: opening.maxGradeAverage,
      });
    }
  } else {
    score += WEIGHTS.grade;
  }

  const others = opening.requiredLanguages.filter((language) => language.code.toLowerCase() !== 'de');
  if (others.length) {
    const missing = others.filter(
      (language) => (levelOf(applicant.languageSkills, language.code) ?? 0) < language.level,
    );
    add('languages', missing.length === 0, WEIGHTS.languages * (1 - missing.length / others.length), {
      required: others.map((language) => `${language.code}:${language.level}`).join(','),
      missing: missing.map((language) => `${language.code}:${language.level}`).join(','),
    });
  } else {
    score += WEIGHTS.languages;
  }

  if (opening.drivingLicenseRequired) {
    const has = applicant.drivingLicense === true;
    add('drivingLicense', has, has ? WEIGHTS.drivingLicense : 0);
  } else {
    score += WEIGHTS.drivingLicense;
  }

  if (opening.workModel !== null && applicant.preferredWorkModels.length) {
    const fits = applicant.preferredWorkModels.includes(opening.workModel);
    add('workModel', fits, fits ? WEIGHTS.workModel : 0, { workModel: opening.workModel });
  } else {
    if (opening.workModel !== null)
      reasons.push({ kind: 'workModel', fits: true, values: { workModel: opening.workModel } });
    score += WEIGHTS.workModel;
  }

  return { eligible, score: Math.round(score), reasons, distanceKm: km };
}
