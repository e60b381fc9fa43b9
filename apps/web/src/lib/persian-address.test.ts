/**
 * Issue 8, item 9: the applicant side addresses people informally ("du"); Persian does the same ("تو"), also on the
 * home screen, which mixed formal texts ("شما", "…ید") with informal ones. A key whose German text says "du" may
 * not be formal in Persian; `_formal` keys (company portal) are formal by design.
 */
import { describe, expect, it } from 'vitest';

const de = import.meta.glob<Record<string, unknown>>('../i18n/locales/de/*.json', {
  eager: true,
  import: 'default',
});
const fa = import.meta.glob<Record<string, unknown>>('../i18n/locales/fa/*.json', {
  eager: true,
  import: 'default',
});

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

/** German informal singular: du, dein…, dir, dich (also at the start of a sentence). */
const GERMAN_DU = /\b(du|dein\w*|dir|dich)\b/i;
/** German plural "ihr/euer" (the applicant and the advisor together) is plural in Persian too. */
const GERMAN_IHR = /\b(ihr|euer|eure\w*|euch)\b/i;
/**
 * Words ending in "ید" that are no second-person plural verbs: nouns and adjectives ("جدید", "تأیید"), "باید"
 * (must), "شاید" (maybe), and third-person singular forms ("می‌آید", "رسید").
 */
const NOT_FORMAL = [
  'جدید',
  'تأیید',
  'خرید',
  'امید',
  'کلید',
  'تولید',
  'سفید',
  'مفید',
  'شدید',
  'تمدید',
  'تردید',
  'تأکید',
  'باید',
  'شاید',
  'آید',
  'رسید',
];

/**
 * The first formal word of a Persian text: "شما" (not "شماره", number), the pronoun suffix "…تان", or a verb in
 * the second person plural ("می‌کنید", "بگیرید", "کرده‌اید"). "تو و …" (you and someone) takes the plural.
 */
function formalIn(text: string): string | null {
  if (/(^|\s)تو و /u.test(text)) return null;
  const words = text.split(/\s+/).map((word) => word.replace(/[.،؛!?:…»«()]/g, ''));
  const formal = words.find(
    (word) =>
      /^شما$/u.test(word) ||
      /‌تان$/u.test(word) ||
      (/ید$/u.test(word) && !NOT_FORMAL.some((other) => word.endsWith(other))),
  );
  return formal ?? null;
}

describe('Persian address on the applicant side', () => {
  it('is informal wherever the German text says "du"', () => {
    const offenders: string[] = [];
    for (const [path, messages] of Object.entries(de)) {
      const namespace = path.split('/').pop()!;
      const persian = Object.fromEntries(flatten(fa[`../i18n/locales/fa/${namespace}`]));
      for (const [key, german] of flatten(messages)) {
        if (key.endsWith('_formal') || !GERMAN_DU.test(german) || GERMAN_IHR.test(german)) continue;
        const text = persian[key];
        const formal = text ? formalIn(text) : null;
        if (formal) offenders.push(`${namespace} ${key}: ${formal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
