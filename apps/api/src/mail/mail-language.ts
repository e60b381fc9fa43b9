/**
 * What every mail and notification text shares (decision 271): the greetings in the recipient's language (informal
 * to applicants, formal to company users and advisors) and the date with time, whose date part stays German
 * (`dd.MM.yyyy`, spec part 1 §1) in every language.
 */
import type { Locale } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { serverT, textDirection } from '../i18n/server-i18n';
import type { ServerNamespace } from '../i18n/catalogue';
import { formatGermanDate, formatGermanTime } from '../lib/german-dates';

/** Texts of a template in the language of the person they go to, rendered when the recipient is known. */
export type Localized<T> = (locale: Locale) => T;

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/** A person's own words put after a text of `locale` (e.g. an advisor's note): isolated right to left. */
export function insertedText(locale: Locale, value: string): string {
  return textDirection(locale) === 'rtl' ? isolate(value) : value;
}

/**
 * `serverT` for the texts of mails and notifications. In Arabic and Persian every inserted value (a name, an
 * e-mail address, a date) is a directional isolate: a Latin address inside a right-to-left sentence keeps its
 * own order instead of having its dots and brackets moved to the other end.
 */
export function mailT(locale: Locale, namespace: ServerNamespace): TFunction {
  const t = serverT(locale, namespace);
  if (textDirection(locale) !== 'rtl') return t;
  const isolated = (options: unknown) =>
    options && typeof options === 'object'
      ? Object.fromEntries(
          Object.entries(options).map(([name, value]) => [
            name,
            typeof value === 'string' ? isolate(value) : value,
          ]),
        )
      : options;
  // i18next's overloads do not take a plain options object through a wrapper; the call is the same.
  const plain = t as unknown as (key: string, options?: unknown) => string;
  return ((key: string, options?: unknown) => plain(key, isolated(options))) as unknown as TFunction;
}

export interface PersonName {
  salutation?: string | null;
  firstName: string | null;
  lastName?: string | null;
}

/** "Hallo Lena," / "Hi Lena," / "مرحبًا Lena،" — the applicants' register. */
export function informalGreeting(locale: Locale, firstName: string | null | undefined): string {
  const t = mailT(locale, 'mail');
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
  const t = mailT(locale, 'mail');
  const title = person.salutation === 'mrs' ? 'Mrs' : person.salutation === 'mr' ? 'Mr' : null;
  if (title && person.lastName) return t(`greeting.${style}${title}`, { lastName: person.lastName });
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name ? t('greeting.formalName', { name }) : t('greeting.formalAnonymous');
}

/** `12.03.2027 um 14:30 Uhr` in German, `12.03.2027, 14:30` in English: the German date in every language. */
export function formatMailDateTime(locale: Locale, date: Date): string {
  return mailT(locale, 'mail')('dateTime', { date: formatGermanDate(date), time: formatGermanTime(date) });
}
