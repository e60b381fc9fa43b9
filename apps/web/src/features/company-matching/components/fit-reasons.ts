/**
 * The reasons of the one fit rule (`assessFit`, decisions 139 and 173) in the shape the company's wording needs:
 * the course and campus named from the card, the start date as `intake`, the grade as `grade`/`maxGrade`, and the
 * languages reason (`required` and `missing` as "code:level" lists) as one line per language with the applicant's
 * own level. A value that is not there reads "–", never an empty placeholder.
 */
import type { ApplicantCard, FitReason } from '@portal/contracts';

type CardFacts = Pick<ApplicantCard, 'course' | 'campus' | 'intake' | 'languages'>;

const NONE = '–';

function languageLines(reason: FitReason, card: CardFacts): FitReason[] {
  const { required, missing } = reason.values;
  if (typeof required !== 'string') return [reason];
  const gaps = new Set(
    String(missing ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => entry.split(':')[0]!.toLowerCase()),
  );
  return required
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [code = '', level = '0'] = entry.split(':');
      const held = card.languages.find((skill) => skill.code.toLowerCase() === code.toLowerCase());
      return {
        kind: 'languages',
        fits: !gaps.has(code.toLowerCase()),
        values: { code, level: held?.level ?? 0, requiredLevel: Number(level) },
      };
    });
}

export function readableReasons(reasons: readonly FitReason[], card: CardFacts): FitReason[] {
  return reasons.flatMap((reason): FitReason[] => {
    const v = reason.values;
    switch (reason.kind) {
      case 'course':
        return [{ ...reason, values: { course: v.course ?? card.course?.name ?? NONE } }];
      case 'campus':
        return [{ ...reason, values: { campus: v.campus ?? card.campus?.name ?? NONE } }];
      case 'intake': {
        const intake = v.intake ?? v.startDate ?? card.intake;
        return [{ ...reason, values: typeof intake === 'string' ? { intake } : { intakeText: NONE } }];
      }
      case 'grade':
        return [
          {
            ...reason,
            values: {
              grade: v.grade ?? v.gradeAverage ?? null,
              maxGrade: v.maxGrade ?? v.maxGradeAverage ?? null,
            },
          },
        ];
      case 'germanLevel':
        return [{ ...reason, values: { level: typeof v.level === 'number' ? v.level : 0 } }];
      case 'languages':
        return languageLines(reason, card);
      default:
        return [reason];
    }
  });
}
