/**
 * What every mail and notification text shares (decision 271): the greetings in the recipient's language (informal
 * to applicants, formal to company users and advisors) and the date with time, whose date part stays German
 * (`dd.MM.yyyy`, spec part 1 §1) in every language.
 */
import type { Locale } from '@portal/contracts';
import { serverT } from '../i18n/server-i18n';
import { formatGermanDate, formatGermanTime } from '../lib/german-dates';

/** Texts of a template in the language of the person they go to, rendered when the recipient is known. */
export type Localized<T> = (locale: Locale) => T;

export interface PersonName {
  salutation?: string | null;
  firstName: string | null;
  lastName?: string | null;
}

/** "Hallo Lena," / "Hi Lena," / "مرحبًا Lena،" — the applicants' register. */
export function informalGreeting(locale: Locale, firstName: string | null | undefined): string {
  const t = serverT(locale, 'mail');
  return firstName ? t('greeting.informal', { name: firstName }) : t('greeting.informalAnonymous');
}

/**
 * The formal greeting: "Guten Tag Frau Vogel," with the salutation when known, else the full name, else none.
 * `letter`: the more formal opening of a first letter ("Sehr geehrte Frau Vogel,"), used by invitations.
 */
export function formalGreeting(
  locale: Locale,
  person: PersonName,
  style: 'formal' | 'letter' = 'formal',
): string {
  const t = serverT(locale, 'mail');
  const title = person.salutation === 'mrs' ? 'Mrs' : person.salutation === 'mr' ? 'Mr' : null;
  if (title && person.lastName) return t(`greeting.${style}${title}`, { lastName: person.lastName });
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name ? t('greeting.formalName', { name }) : t('greeting.formalAnonymous');
}

/** `12.03.2027 um 14:30 Uhr` in German, `12.03.2027, 14:30` in English: the German date in every language. */
export function formatMailDateTime(locale: Locale, date: Date): string {
  return serverT(locale, 'mail')('dateTime', { date: formatGermanDate(date), time: formatGermanTime(date) });
}
