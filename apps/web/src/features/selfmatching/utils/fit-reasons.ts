/**
 * "Warum das passt": the words of a recommendation's reasons (decision 139 gives facts, the screen words them in
 * the reader's language). Each `FitReason` kind has a text for a fit and one for a gap; where the values the text
 * needs are there it names them ("7 km von dir – innerhalb deiner 15 km"), else it says the same without them, so
 * a reason never shows an empty placeholder.
 */
import type { FitReason, FitReasonKind } from '@portal/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const CEFR: Record<number, string> = { 1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1', 6: 'C2' };

function value(reason: FitReason, ...names: string[]): string | number | boolean | null | undefined {
  for (const name of names) {
    const found = reason.values[name];
    if (found !== undefined && found !== null && found !== '') return found;
  }
  return undefined;
}

const number = (language: string, n: number, fraction = 0) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: fraction, maximumFractionDigits: 1 }).format(n);

function languageName(language: string, code: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function levelName(t: Translate, level: unknown): string | undefined {
  if (typeof level !== 'number') return undefined;
  return level === 7 ? t('levels.native') : CEFR[level];
}

function dateText(iso: string, language: string): string {
  const [year, month] = iso.split('-').map(Number);
  if (!year || !month) return iso;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The key below `reasons.<kind>` and its values: `fits`/`gap`, with `…Plain` when the values are missing. */
function wording(t: Translate, reason: FitReason, language: string): [string, Record<string, unknown>] {
  const side = reason.fits ? 'fits' : 'gap';
  const plain = `${side}Plain`;
  switch (reason.kind) {
    case 'course': {
      const course = value(reason, 'course', 'courseName', 'name');
      return course ? [side, { course }] : [plain, {}];
    }
    case 'intake': {
      const date = value(reason, 'startDate', 'intake', 'date');
      return typeof date === 'string' ? [side, { date: dateText(date, language) }] : [plain, {}];
    }
    case 'campus': {
      const campus = value(reason, 'campus', 'campusName', 'city');
      return campus ? [side, { campus }] : [plain, {}];
    }
    case 'distance': {
      const km = value(reason, 'distanceKm', 'km');
      const max = value(reason, 'maxKm', 'maxDistanceKm');
      if (typeof km === 'number' && typeof max === 'number') {
        return [side, { km: number(language, km), max: number(language, max) }];
      }
      return typeof km === 'number' ? [`${side}Km`, { km: number(language, km) }] : [plain, {}];
    }
    case 'grade': {
      const grade = value(reason, 'grade', 'gradeAverage');
      const max = value(reason, 'maxGrade', 'maxGradeAverage', 'limit');
      if (typeof grade === 'number' && typeof max === 'number') {
        return [side, { grade: number(language, grade, 1), max: number(language, max, 1) }];
      }
      return [plain, {}];
    }
    case 'languages': {
      const code = value(reason, 'code', 'language');
      const required = levelName(t, value(reason, 'required', 'requiredLevel', 'minLevel'));
      const level = levelName(t, value(reason, 'level', 'applicantLevel'));
      if (typeof code !== 'string') return [plain, {}];
      const name = languageName(language, code);
      if (reason.fits) return level ? ['fits', { language: name, level }] : ['fitsName', { language: name }];
      return required ? ['gap', { language: name, level: required }] : ['gapName', { language: name }];
    }
    case 'workModel': {
      const model = value(reason, 'workModel', 'model');
      return typeof model === 'string' && ['onsite', 'hybrid', 'remote'].includes(model)
        ? [side, { model: t(`workModels.${model}`) }]
        : [plain, {}];
    }
    case 'germanLevel':
    case 'drivingLicense':
    case 'advisorSuggested':
      return [side, {}];
  }
}

/** The sentence of one reason in the reader's language. */
export function reasonText(t: Translate, reason: FitReason, language: string): string {
  const [key, values] = wording(t, reason, language);
  return t(`reasons.${reason.kind}.${key}`, values);
}

/** Every reason kind (for tests and the wording's completeness). */
export const REASON_KINDS: readonly FitReasonKind[] = [
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
];
