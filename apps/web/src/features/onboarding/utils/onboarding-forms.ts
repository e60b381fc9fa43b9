/**
 * Form schemas of the two onboarding steps that save data. Every field uses the schema the API enforces
 * (`UpdateAccountBody.shape`, `EntranceQualificationChoice`); the form adds only what makes a field required here.
 */
import {
  EntranceQualificationChoice,
  entranceQualificationFromChoice,
  LanguageSkill,
  UpdateAccountBody,
  type Account,
  type EntranceQualificationChoice as Choice,
  type UpdateAccountBody as UpdateAccount,
} from '@portal/contracts';
import { z } from 'zod';

const account = UpdateAccountBody.shape;

/** Spec part 1 §5: a foreign diploma needs the status Existing or In prospect. */
export const STATUS_REQUIRED_FOR: readonly Choice[] = ['ForeignUniversityEntranceDiploma'];
const ALLOWED_FOREIGN_STATUSES = ['Existing', 'In prospect'] as const;

export const HzbForm = z
  .object({
    choice: EntranceQualificationChoice,
    status: account.universityEntranceQualificationStatus,
  })
  .superRefine((values, ctx) => {
    const allowed: readonly unknown[] = ALLOWED_FOREIGN_STATUSES;
    if (STATUS_REQUIRED_FOR.includes(values.choice) && !allowed.includes(values.status)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'onboarding:hzb.statusRequired' });
    }
  });
export type HzbFormOutput = z.infer<typeof HzbForm>;
export interface HzbFormValues {
  choice: Choice | null;
  status: 'Existing' | 'In prospect' | null;
}

/** The account change of the entrance-qualification step (Baden-Württemberg mapping from contracts). */
export function hzbChange(values: HzbFormOutput): UpdateAccount {
  const mapped = entranceQualificationFromChoice(values.choice);
  return STATUS_REQUIRED_FOR.includes(values.choice)
    ? { ...mapped, universityEntranceQualificationStatus: values.status ?? null }
    : mapped;
}

/** German levels 1–6 (A1–C2) and 7 (native). */
export const NATIVE_LEVEL = 7;

export const LanguageForm = z
  .object({
    level: LanguageSkill.shape.level.nullable(),
    authority: account.accreditedAuthorityGermanLanguage,
    date: account.accreditationDateGermanSkills,
  })
  .superRefine((values, ctx) => {
    if (values.level === null) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: 'language_level_required' });
      return;
    }
    if (values.level === NATIVE_LEVEL) return;
    // The proof is optional here (it may still be ahead), but authority and date belong together.
    if (values.authority && !values.date)
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'required' });
    if (values.date && !values.authority) {
      ctx.addIssue({ code: 'custom', path: ['authority'], message: 'required' });
    }
  });
export type LanguageFormOutput = z.infer<typeof LanguageForm>;
export interface LanguageFormValues {
  level: number | null;
  authority: LanguageFormOutput['authority'] | null;
  date: string | null;
}

/** The account change of the language step: the `de` entry replaced, other languages kept. */
export function languageChange(
  values: LanguageFormOutput,
  current: Pick<Account, 'languageSkills'>,
): UpdateAccount {
  const level = values.level ?? NATIVE_LEVEL;
  const native = level === NATIVE_LEVEL;
  return {
    languageSkills: [
      ...current.languageSkills.filter((skill) => skill.code.toLowerCase() !== 'de'),
      { code: 'de', level },
    ],
    accreditedAuthorityGermanLanguage: native ? null : (values.authority ?? null),
    accreditationDateGermanSkills: native ? null : (values.date ?? null),
  };
}
