/**
 * Account rules of spec part 1 §5 as pure functions, so the web form and the API apply the same rule
 * (decision 014). Issues use the field-error vocabulary of `validation.ts` (`rule` + `params`).
 */
import { z } from 'zod';
import { DACH_COUNTRIES } from '../constants';
import { EntranceQualification } from '../enums';
import type { FieldIssue } from '../validation';

export type DachCountry = (typeof DACH_COUNTRIES)[number];

/** Digits of a postal code per DACH country: Germany 5, Austria, Switzerland and Liechtenstein 4. */
export const DACH_POSTAL_CODE_DIGITS: Readonly<Record<DachCountry, number>> = { DE: 5, AT: 4, CH: 4, LI: 4 };

export function isDachCountry(country: string | null | undefined): country is DachCountry {
  return typeof country === 'string' && (DACH_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/**
 * DACH rule for the shipping address: for DE, AT, CH and LI a postal code is required and must have 5 (DE) or
 * 4 (AT, CH, LI) digits. Other countries and no country: no rule beyond the field's length.
 */
export function shippingAddressIssues(address: {
  shippingCountry?: string | null;
  shippingPostalCode?: string | null;
}): FieldIssue[] {
  const country = address.shippingCountry;
  if (!isDachCountry(country)) return [];
  const digits = DACH_POSTAL_CODE_DIGITS[country.toUpperCase() as DachCountry];
  const postalCode = address.shippingPostalCode?.trim() ?? '';
  if (postalCode === '') return [{ field: 'shippingPostalCode', rule: 'required' }];
  if (!new RegExp(`^\\d{${digits}}$`).test(postalCode)) {
    return [{ field: 'shippingPostalCode', rule: 'postal_code', params: { digits } }];
  }
  return [];
}

/**
 * What the entrance-qualification select offers: the stored values plus the UI-only
 * `HighSchoolCertificateBadenWurttemberg` (Fachhochschulreife acquired in Baden-Württemberg).
 */
export const EntranceQualificationChoice = z.enum([
  ...EntranceQualification.options,
  'HighSchoolCertificateBadenWurttemberg',
]);
export type EntranceQualificationChoice = z.infer<typeof EntranceQualificationChoice>;

/**
 * Spec part 1 §5: `Fachhochschulreife` sets the Baden-Württemberg flag to false; the UI value
 * `HighSchoolCertificateBadenWurttemberg` becomes `Fachhochschulreife` with the flag true; every other
 * qualification carries no flag (null).
 */
export function entranceQualificationFromChoice(choice: EntranceQualificationChoice): {
  universityEntranceQualification: EntranceQualification;
  universityEntranceQualificationBw: boolean | null;
} {
  if (choice === 'HighSchoolCertificateBadenWurttemberg') {
    return { universityEntranceQualification: 'Fachhochschulreife', universityEntranceQualificationBw: true };
  }
  return {
    universityEntranceQualification: choice,
    universityEntranceQualificationBw: choice === 'Fachhochschulreife' ? false : null,
  };
}

/** The select value for stored data (inverse of `entranceQualificationFromChoice`). */
export function entranceQualificationChoiceOf(
  qualification: EntranceQualification | null,
  bw: boolean | null,
): EntranceQualificationChoice | null {
  if (qualification === 'Fachhochschulreife' && bw === true) return 'HighSchoolCertificateBadenWurttemberg';
  return qualification;
}

/**
 * The flag to store for a qualification: only `Fachhochschulreife` keeps one (the requested value, false when
 * none is given); any other qualification, or none, stores null.
 */
export function entranceQualificationBwFlag(
  qualification: EntranceQualification | null,
  requestedFlag: boolean | null | undefined,
): boolean | null {
  return qualification === 'Fachhochschulreife' ? requestedFlag === true : null;
}

/**
 * Work experience: "yes" needs at least one entry (issue 8, item 4). The form of sub-step 2.1 cannot save "yes"
 * without one, so neither the API nor the path progress (`workExperienceAnswered`) accepts it as an answer.
 */
export function workExperienceIssues(account: {
  professionalExperienceExists?: boolean | null;
  workExperiences?: readonly unknown[] | null;
}): FieldIssue[] {
  if (account.professionalExperienceExists === true && (account.workExperiences?.length ?? 0) === 0) {
    return [{ field: 'workExperiences', rule: 'work_experience_required' }];
  }
  return [];
}
