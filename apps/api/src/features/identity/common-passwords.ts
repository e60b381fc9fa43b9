/**
 * Refuses the most common passwords (OWASP ASVS 2.1.7, NIST SP 800-63B 5.1.1.2): the ranked list of 49,233
 * common passwords shipped by `@zxcvbn-ts/language-common` (MIT), compared case-insensitively, so
 * "Password123" is refused like "password123". The list is part of the product; nothing is fetched at run time.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.normalize('NFKC').toLowerCase());
}
