/**
 * The user-property mappings of spec part 2 "Analytics and consent behaviour": the German level as a name, and
 * the entrance qualification with a `BW` suffix for the Baden-Württemberg Fachhochschulreife. Pure functions,
 * shared by the web client (which builds the events) and the API (which validates them).
 */
import type { EntranceQualification, LanguageLevel } from '../enums';
import type { z } from 'zod';

/** 1 A1 … 6 C2, 7 Muttersprache (spec part 2, "German level mapping"). */
export const GERMAN_LEVEL_NAMES = {
  1: 'A1',
  2: 'A2',
  3: 'B1',
  4: 'B2',
  5: 'C1',
  6: 'C2',
  7: 'Muttersprache',
} as const;
export type GermanLevelName = (typeof GERMAN_LEVEL_NAMES)[keyof typeof GERMAN_LEVEL_NAMES];
export const GERMAN_LEVEL_NAME_VALUES = Object.values(GERMAN_LEVEL_NAMES) as [
  GermanLevelName,
  ...GermanLevelName[],
];

/**
 * The German level of a language list: only the entry with code `de` counts; absent (or an unknown level) → null.
 * Should several `de` entries exist, the first one is used, as the spec says "the entry".
 */
export function germanLevelName(
  languageSkills:
    readonly { code: string; level: z.infer<typeof LanguageLevel> | number }[] | null | undefined,
): GermanLevelName | null {
  const entry = languageSkills?.find((skill) => skill.code.toLowerCase() === 'de');
  if (!entry) return null;
  return GERMAN_LEVEL_NAMES[entry.level as keyof typeof GERMAN_LEVEL_NAMES] ?? null;
}

export const QUALIFICATION_BW_SUFFIX = 'BW';
export type QualificationPropertyValue =
  EntranceQualification | `Fachhochschulreife${typeof QUALIFICATION_BW_SUFFIX}`;

/**
 * The entrance qualification as analytics reports it: passed as given (or null), except Fachhochschulreife with
 * the Baden-Württemberg flag, which gets the suffix (`FachhochschulreifeBW`).
 */
export function qualificationProperty(
  qualification: EntranceQualification | null | undefined,
  baWue: boolean | null | undefined,
): QualificationPropertyValue | null {
  if (!qualification) return null;
  if (qualification === 'Fachhochschulreife' && baWue === true)
    return `Fachhochschulreife${QUALIFICATION_BW_SUFFIX}`;
  return qualification;
}
