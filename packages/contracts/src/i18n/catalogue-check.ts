/**
 * The completeness rule of every message catalogue (the web's locales and the API's server texts): a translation
 * has exactly the German source's keys, each a non-empty text with the same `{{placeholders}}`. Plural forms are
 * the exception the languages need: `key_one`, `key_few`, `key_many`, … count as the German `key_one`/`key_other`.
 */

/** Flattens nested messages to `a.b.c` → value. */
export function flattenMessages(value: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flattenMessages(child, prefix ? `${prefix}.${key}` : key)) result.set(k, v);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

export function placeholdersOf(text: unknown): string[] {
  return typeof text === 'string'
    ? [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort()
    : [];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `a.b_few` → `a.b`; other keys unchanged. */
function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

export interface CatalogueDifferences {
  missing: string[];
  extra: string[];
  /** Keys whose text is empty or not a string. */
  empty: string[];
  /** Keys whose placeholders differ from the German text's. */
  placeholders: string[];
  /** Plural keys lacking a form the language needs (`Intl.PluralRules`), e.g. Arabic `n_two`. */
  pluralForms: string[];
}

/**
 * What a translation in `locale` lacks or has too much, compared with the German source. A missing plural form
 * would make i18next fall back to the German text for that count, so every form the language has is required.
 */
export function catalogueDifferences(source: unknown, target: unknown, locale: string): CatalogueDifferences {
  const de = flattenMessages(source);
  const other = flattenMessages(target);
  const deBases = new Set([...de.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase));
  const otherBases = new Set([...other.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase));
  // A German plural key (`n_one`, `n_other`) is present when the translation has any form of it.
  const has = (key: string) => other.has(key) || (PLURAL_SUFFIX.test(key) && otherBases.has(pluralBase(key)));
  const known = (key: string) => de.has(key) || (PLURAL_SUFFIX.test(key) && deBases.has(pluralBase(key)));
  const germanTextOf = (key: string) => de.get(key) ?? de.get(`${pluralBase(key)}_other`);

  const missing = [...de.keys()].filter((key) => !has(key));
  const extra = [...other.keys()].filter((key) => !known(key));
  const empty: string[] = [];
  const placeholders: string[] = [];
  for (const [key, text] of other) {
    if (!known(key)) continue;
    if (typeof text !== 'string' || text.trim().length === 0) {
      empty.push(key);
      continue;
    }
    // Plural forms may leave out `{{count}}` (Arabic "one" reads "one day" without the number).
    const expected = placeholdersOf(germanTextOf(key)).filter(
      (name) => !(PLURAL_SUFFIX.test(key) && name === 'count'),
    );
    const actual = placeholdersOf(text).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
    if (expected.join() !== actual.join()) placeholders.push(key);
  }
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const pluralForms = [...deBases].flatMap((base) =>
    categories.map((category) => `${base}_${category}`).filter((key) => !other.has(key)),
  );
  return { missing, extra, empty, placeholders, pluralForms };
}
